import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LeadReport } from '@pamoja/contract/lead-files';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { useSessionStore } from '../../../shared/session/session-store';
import type { DayRange } from '../lib/report-range';

export const LEAD_REPORT_LABEL = 'leads.report';

export type ReportFigures = LeadReport['totals'];

/** `GET product-leads/report?startDate&endDate&format=json`: Africa/Nairobi days, both included. */
export async function getLeadReport(range: DayRange, signal?: AbortSignal): Promise<LeadReport> {
  const body = await request<ApiResponse<LeadReport>>({
    method: 'GET',
    url: 'product-leads/report',
    query: { startDate: range.startDate, endDate: range.endDate, format: 'json' },
    label: LEAD_REPORT_LABEL,
    signal,
  });
  return body.data;
}

export const leadReportQueryOptions = (range: DayRange, organisation: string | null) =>
  labelQueryOptions(LEAD_REPORT_LABEL, ({ signal }) => getLeadReport(range, signal), {
    ...range,
    organisation,
  });

export function useLeadReport(range: DayRange, enabled = true) {
  const organisation = useSessionStore((state) => state.organisationId);
  return useQuery({
    ...leadReportQueryOptions(range, organisation),
    placeholderData: keepPreviousData,
    enabled: enabled && organisation !== null,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LeadStats } from '@pamoja/contract/lead-files';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { useSessionStore } from '../../../shared/session/session-store';

export const LEAD_STATS_LABEL = 'leads.stats';

/** The figures' filters; empty means "any" (the client drops empty query values). */
export interface LeadStatsFilters {
  /** Only for a SUPER_ADMIN acting without an organisation. */
  business: string;
  agent: string;
  from: string;
  to: string;
}

/** `GET product-leads/business-leads-stats?business&agent&from&to`. */
export async function getLeadStats(
  filters: LeadStatsFilters,
  signal?: AbortSignal,
): Promise<LeadStats> {
  const body = await request<ApiResponse<LeadStats>>({
    method: 'GET',
    url: 'product-leads/business-leads-stats',
    query: { ...filters },
    label: LEAD_STATS_LABEL,
    signal,
  });
  return body.data;
}

export const leadStatsQueryOptions = (filters: LeadStatsFilters, organisation: string | null) =>
  labelQueryOptions(LEAD_STATS_LABEL, ({ signal }) => getLeadStats(filters, signal), {
    ...filters,
    organisation,
  });

/** `enabled` is false while the filters are invalid or a business is still to be chosen. */
export function useLeadStats(filters: LeadStatsFilters, enabled: boolean) {
  const organisation = useSessionStore((state) => state.organisationId);
  return useQuery({
    ...leadStatsQueryOptions(filters, organisation),
    placeholderData: keepPreviousData,
    enabled,
  });
}

import { useMutation } from '@tanstack/react-query';
import type { LeadReportQuery } from '@pamoja/contract/lead-files';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import { saveDownload } from '../../../shared/files/save-download';
import type { DayRange } from '../lib/report-range';

export const DOWNLOAD_LEAD_REPORT_LABEL = 'leads.report.download';

export type ReportTable = LeadReportQuery['table'];

export interface ReportDownload extends DayRange {
  table: ReportTable;
}

/** The server's name for the day table; the others say which table they hold. */
export const reportFileName = ({ startDate, endDate, table }: ReportDownload) =>
  `leads-report-${startDate}-to-${endDate}${table === 'days' ? '' : `-${table}`}.csv`;

/** `GET product-leads/report?format=csv&table=`: the table shown, saved as a CSV file. */
export async function downloadLeadReport(download: ReportDownload): Promise<void> {
  const blob = await request<Blob>({
    method: 'GET',
    url: 'product-leads/report',
    query: { ...download, format: 'csv' },
    label: DOWNLOAD_LEAD_REPORT_LABEL,
    responseType: 'blob',
  });
  saveDownload(blob, reportFileName(download));
}

export function useDownloadLeadReport() {
  return useMutation(labelMutationOptions(DOWNLOAD_LEAD_REPORT_LABEL, downloadLeadReport));
}

import { useMutation } from '@tanstack/react-query';
import type { LeadExportFormat } from '@pamoja/contract/lead-states';
import { saveDownload } from '../../../shared/files/save-download';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import { filterQuery } from './list-leads';
import type { LeadFilters } from './list-leads';

export const DOWNLOAD_LEADS_LABEL = 'leads.download';

export type LeadDownload =
  | { kind: 'all'; filters: LeadFilters; format: LeadExportFormat }
  | { kind: 'selected'; ids: readonly string[]; format: LeadExportFormat };

/** The server's dated name, restated: the client does not read `Content-Disposition`. */
export function downloadName(download: LeadDownload, today = new Date()): string {
  const day = today.toISOString().slice(0, 10);
  const stem = download.kind === 'all' ? 'leads' : 'leads-selected';
  return `${stem}-${day}.${download.format}`;
}

/**
 * `GET product-leads/download-all` (the list's filters) or `download-selected` (the ids), as a
 * CSV or XLSX file the browser saves.
 */
export async function downloadLeads(download: LeadDownload): Promise<void> {
  const blob = await request<Blob>({
    method: 'GET',
    url: download.kind === 'all' ? 'product-leads/download-all' : 'product-leads/download-selected',
    query:
      download.kind === 'all'
        ? { ...filterQuery(download.filters), format: download.format }
        : { ids: download.ids.join(','), format: download.format },
    responseType: 'blob',
    label: DOWNLOAD_LEADS_LABEL,
  });
  saveDownload(blob, downloadName(download));
}

export const useDownloadLeads = () =>
  useMutation(labelMutationOptions(DOWNLOAD_LEADS_LABEL, downloadLeads));

import { useQuery } from '@tanstack/react-query';
import type { Lead } from '@pamoja/contract/leads';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const LEAD_LABEL = 'leads.one';

/** `GET product-leads/{id or code}`: one lead the caller may see (404 otherwise). */
export async function getLead(idOrCode: string, signal?: AbortSignal): Promise<Lead> {
  const body = await request<ApiResponse<Lead>>({
    method: 'GET',
    url: `product-leads/${encodeURIComponent(idOrCode)}`,
    label: LEAD_LABEL,
    // The screens say "no such lead" themselves; a toast would say it twice.
    hideErrorMessage: true,
    signal,
  });
  return body.data;
}

export const leadQueryOptions = (idOrCode: string) =>
  labelQueryOptions(LEAD_LABEL, ({ signal }) => getLead(idOrCode, signal), idOrCode);

export function useLead(idOrCode: string | null) {
  return useQuery({ ...leadQueryOptions(idOrCode ?? ''), enabled: Boolean(idOrCode) });
}

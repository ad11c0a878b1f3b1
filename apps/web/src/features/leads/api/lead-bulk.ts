import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkLeadResult } from '@pamoja/contract/leads';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { LEADS_LABEL } from './list-leads';

/** Each lead's version as read: the server skips those changed since (docs/domains/leads.md). */
export type LeadVersions = Record<string, number>;

/**
 * A bulk call answers per lead; the screen shows that answer itself, so the server's sentence
 * is not toasted as well.
 */
export async function bulkRequest(
  method: 'PUT' | 'POST',
  url: string,
  data: unknown,
  label: string,
): Promise<BulkLeadResult> {
  const body = await request<ApiResponse<BulkLeadResult>>({
    method,
    url,
    data,
    label,
    hideSuccessMessage: true,
  });
  return body.data;
}

/** A change to leads: every list and every open lead shows it afterwards. */
export function useLeadMutation<TVariables, TData>(
  label: string,
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...labelMutationOptions(label, mutationFn),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [LEADS_LABEL] }),
        // The lead drawer's query (api/get-lead.ts) is keyed by this label.
        queryClient.invalidateQueries({ queryKey: ['leads.one'] }),
      ]),
  });
}

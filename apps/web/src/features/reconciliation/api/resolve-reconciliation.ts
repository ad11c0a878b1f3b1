import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ReconciliationItem,
  ResolveReconciliationRequest,
} from '@pamoja/contract/reconciliation';
import { isHttpError } from '../../../shared/http/http-error';
import type { HttpError } from '../../../shared/http/http-error';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { RECONCILIATION_LABEL } from './list-reconciliation';

export const RESOLVE_RECONCILIATION_LABEL = 'reconciliation.resolve';

export interface Resolution {
  id: string;
  body: ResolveReconciliationRequest;
}

/**
 * `PUT reconciliation/{id}`: a SUPER_ADMIN decides whether the money was paid. The success toast
 * is the server's message; errors are left to the form, which puts them on its fields or says
 * them once (`hideErrorMessage`).
 */
export async function resolveReconciliation({ id, body }: Resolution) {
  const answer = await request<ApiResponse<ReconciliationItem>>({
    method: 'PUT',
    url: `reconciliation/${encodeURIComponent(id)}`,
    data: body,
    label: RESOLVE_RECONCILIATION_LABEL,
    hideErrorMessage: true,
  });
  return answer.data;
}

/** 409 (settled by the provider or decided by someone else) and 404: the item is no longer open. */
export function isNoLongerOpen(error: unknown): error is HttpError {
  return isHttpError(error) && (error.status === 409 || error.status === 404);
}

export const resolveReconciliationMutationOptions = () =>
  labelMutationOptions(RESOLVE_RECONCILIATION_LABEL, resolveReconciliation);

export function useResolveReconciliation() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [RECONCILIATION_LABEL] });
  return useMutation({
    ...resolveReconciliationMutationOptions(),
    // Decided: it leaves the waiting list and joins the decided one.
    onSuccess: refresh,
    // Someone (or the provider) got there first: show the lists as they are now.
    onError: (error) => (isNoLongerOpen(error) ? refresh() : undefined),
  });
}

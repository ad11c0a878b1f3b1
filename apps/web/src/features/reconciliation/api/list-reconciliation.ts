import { useQuery } from '@tanstack/react-query';
import type { Pagination } from '@pamoja/contract/api-response';
import type { ReconciliationItem, ReconciliationQuery } from '@pamoja/contract/reconciliation';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

/** Both lists (waiting and decided) share this label, so one decision refreshes both. */
export const RECONCILIATION_LABEL = 'reconciliation.list';
export const PAGE_SIZE = 20;

export type QueueState = ReconciliationQuery['state'];

export interface QueueFilters {
  state: QueueState;
  page: number;
  limit?: number;
}

export interface QueuePage {
  items: ReconciliationItem[];
  pagination: Pagination;
}

/** `GET reconciliation`: OPEN items oldest first, RESOLVED ones newest first (SUPER_ADMIN). */
export async function listReconciliation(
  filters: QueueFilters,
  signal?: AbortSignal,
): Promise<QueuePage> {
  const { state, page, limit = PAGE_SIZE } = filters;
  const body = await request<ApiResponse<ReconciliationItem[]>>({
    method: 'GET',
    url: 'reconciliation',
    query: { state, page, limit },
    label: RECONCILIATION_LABEL,
    signal,
  });
  return {
    items: body.data,
    pagination: body.pagination ?? { page, limit, total: body.data.length },
  };
}

export const reconciliationQueryOptions = (filters: QueueFilters) =>
  labelQueryOptions(
    RECONCILIATION_LABEL,
    ({ signal }) => listReconciliation(filters, signal),
    filters,
  );

export function useReconciliation(filters: QueueFilters) {
  return useQuery({
    ...reconciliationQueryOptions(filters),
    // Paging keeps the rows on screen until the next page comes; switching between waiting and
    // decided does not (their columns differ, and old rows would pass for the other list's).
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[1] as QueueFilters | undefined)?.state === filters.state
        ? previous
        : undefined,
  });
}

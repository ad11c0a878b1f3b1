import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@pamoja/contract/api-response';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const TRANSACTIONS_LABEL = 'transactions.list';
export const TRANSACTIONS_PAGE_SIZE = 10;

export interface TransactionsQuery {
  page: number;
  keyword: string;
}

export interface TransactionPage {
  items: WalletTransaction[];
  pagination: Pagination;
}

/** `GET transactions?page&limit&keyword`: the caller's own, newest first. */
export async function getTransactions(
  { page, keyword }: TransactionsQuery,
  signal?: AbortSignal,
): Promise<TransactionPage> {
  const body = await request<ApiResponse<WalletTransaction[]>>({
    method: 'GET',
    url: 'transactions',
    query: { page, limit: TRANSACTIONS_PAGE_SIZE, keyword: keyword.trim() },
    label: TRANSACTIONS_LABEL,
    signal,
  });
  return {
    items: body.data,
    pagination: body.pagination ?? { page, limit: TRANSACTIONS_PAGE_SIZE, total: body.data.length },
  };
}

export const transactionsQueryOptions = (query: TransactionsQuery) => ({
  ...labelQueryOptions(TRANSACTIONS_LABEL, ({ signal }) => getTransactions(query, signal), query),
  // Statuses change behind the screen (callbacks): ask again on every visit.
  staleTime: 0,
});

export function useTransactions(query: TransactionsQuery) {
  // The old page stays on screen while the next one loads: no flash of "loading" per click.
  return useQuery({ ...transactionsQueryOptions(query), placeholderData: keepPreviousData });
}

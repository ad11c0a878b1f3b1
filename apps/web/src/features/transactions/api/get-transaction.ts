import { useQuery } from '@tanstack/react-query';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const TRANSACTION_LABEL = 'transactions.detail';

/** `GET transactions/{id}`: one of the caller's transactions, as it stands now. */
export async function getTransaction(id: string, signal?: AbortSignal): Promise<WalletTransaction> {
  const body = await request<ApiResponse<WalletTransaction>>({
    method: 'GET',
    url: `transactions/${encodeURIComponent(id)}`,
    label: TRANSACTION_LABEL,
    signal,
  });
  return body.data;
}

export const transactionQueryOptions = (id: string) => ({
  ...labelQueryOptions(TRANSACTION_LABEL, ({ signal }) => getTransaction(id, signal), { id }),
  staleTime: 0,
});

/** The row from the list shows at once; the drawer then refreshes it. */
export function useTransaction(id: string, fromList: WalletTransaction | undefined) {
  return useQuery({
    ...transactionQueryOptions(id),
    placeholderData: fromList,
    enabled: id !== '',
  });
}

import { useQuery } from '@tanstack/react-query';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { isSettled } from '../lib/purchase-outcome';

export const PURCHASE_LABEL = 'airtime.purchase';

/** `GET transactions/{id}`: the purchase with its summary and one line per recipient. */
export async function getPurchase(id: string, signal?: AbortSignal): Promise<WalletTransaction> {
  const body = await request<ApiResponse<WalletTransaction>>({
    method: 'GET',
    url: `transactions/${encodeURIComponent(id)}`,
    label: PURCHASE_LABEL,
    signal,
    // Polled every few seconds: a hiccup is said once on the screen, not as a toast per poll.
    hideErrorMessage: true,
  });
  return body.data;
}

export const purchaseQueryOptions = (id: string) => ({
  ...labelQueryOptions(PURCHASE_LABEL, ({ signal }) => getPurchase(id, signal), { id }),
  staleTime: 0,
});

interface PollOptions {
  /** What the POST answered: shown until the first poll returns. */
  initial: WalletTransaction;
  intervalMs: number;
  /** False once the screen stops waiting (it may start again). */
  active: boolean;
}

/** Polls while M-Pesa or the network still owes an answer, then stops by itself. */
export function usePurchase({ initial, intervalMs, active }: PollOptions) {
  return useQuery({
    ...purchaseQueryOptions(initial.id),
    placeholderData: initial,
    refetchInterval: (query) =>
      active && !isSettled(query.state.data ?? initial) ? intervalMs : false,
    enabled: active,
  });
}

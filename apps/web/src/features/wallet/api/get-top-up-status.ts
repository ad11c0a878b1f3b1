import { useQuery } from '@tanstack/react-query';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const TOP_UP_STATUS_LABEL = 'wallet.topUpStatus';

/** `GET transactions/{id}`: where a top-up stands while M-Pesa waits for the phone. */
export async function getTopUpStatus(id: string, signal?: AbortSignal): Promise<WalletTransaction> {
  const body = await request<ApiResponse<WalletTransaction>>({
    method: 'GET',
    url: `transactions/${encodeURIComponent(id)}`,
    label: TOP_UP_STATUS_LABEL,
    signal,
    // Polled every few seconds: a hiccup is shown once in the dialog, not as a toast per poll.
    hideErrorMessage: true,
  });
  return body.data;
}

export const topUpStatusQueryOptions = (id: string) => ({
  ...labelQueryOptions(TOP_UP_STATUS_LABEL, ({ signal }) => getTopUpStatus(id, signal), { id }),
  staleTime: 0,
});

interface PollOptions {
  /** What the POST answered: shown until the first poll returns. */
  initial: WalletTransaction;
  intervalMs: number;
  /** False once the dialog gives up waiting (it may start again). */
  active: boolean;
}

/** Polls until the top-up is settled (SUCCESS or FAILED) or the caller stops waiting. */
export function useTopUpStatus({ initial, intervalMs, active }: PollOptions) {
  return useQuery({
    ...topUpStatusQueryOptions(initial.id),
    placeholderData: initial,
    refetchInterval: (query) => {
      const status = query.state.data?.status ?? initial.status;
      return active && status === 'PENDING' ? intervalMs : false;
    },
    enabled: active,
  });
}

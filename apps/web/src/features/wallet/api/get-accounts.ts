import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { accountSchema } from '@pamoja/contract/wallet';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const ACCOUNTS_LABEL = 'wallet.accounts';

export type Account = z.infer<typeof accountSchema>;

/** `GET accounts/user/{id}`: one wallet per currency, with what is available and what is held. */
export async function getAccounts(userId: string, signal?: AbortSignal): Promise<Account[]> {
  const body = await request<ApiResponse<Account[]>>({
    method: 'GET',
    url: `accounts/user/${encodeURIComponent(userId)}`,
    label: ACCOUNTS_LABEL,
    signal,
  });
  return body.data;
}

export const accountsQueryOptions = (userId: string) => ({
  ...labelQueryOptions(ACCOUNTS_LABEL, ({ signal }) => getAccounts(userId, signal), { userId }),
  // Money changes behind the screen (callbacks, the sweeper): always ask again on arrival.
  staleTime: 0,
});

export function useAccounts(userId: string) {
  return useQuery(accountsQueryOptions(userId));
}

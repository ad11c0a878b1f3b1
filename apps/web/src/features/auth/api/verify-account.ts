import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const VERIFY_LABEL = 'auth.verify';

/** `PATCH users/confirm/{token}`: activates the account the link was sent for. */
export function verifyAccount(token: string): Promise<ApiResponse<null>> {
  return request<ApiResponse<null>>({
    method: 'PATCH',
    url: `users/confirm/${encodeURIComponent(token)}`,
    label: VERIFY_LABEL,
    hideErrorMessage: true,
    hideSuccessMessage: true,
  });
}

/**
 * A query rather than a mutation so the confirmation runs once per link, however often the page
 * mounts (StrictMode, back and forward). Deliberately not labelQueryOptions: that hands the
 * abort signal over, and a cancelled-then-repeated PATCH would find its own link already used.
 */
export const verifyAccountQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [VERIFY_LABEL, { token }],
    queryFn: () => verifyAccount(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useVerifyAccount(token: string) {
  return useQuery(verifyAccountQueryOptions(token));
}

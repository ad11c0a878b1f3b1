import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const VERIFY_FORGOT_LABEL = 'auth.verifyForgot';

/** `GET password-reset/{token}`: whether the link can still set a password. */
export async function checkResetToken(
  token: string,
  signal?: AbortSignal,
): Promise<{ valid: boolean }> {
  const body = await request<ApiResponse<{ valid: boolean }>>({
    method: 'GET',
    url: `password-reset/${encodeURIComponent(token)}`,
    label: VERIFY_FORGOT_LABEL,
    signal,
    hideErrorMessage: true,
  });
  return body.data;
}

export const checkResetTokenQueryOptions = (token: string) => ({
  ...labelQueryOptions(VERIFY_FORGOT_LABEL, ({ signal }) => checkResetToken(token, signal), {
    token,
  }),
  // A link that was valid a minute ago may have been used since: always ask again.
  staleTime: 0,
});

export function useCheckResetToken(token: string) {
  return useQuery(checkResetTokenQueryOptions(token));
}

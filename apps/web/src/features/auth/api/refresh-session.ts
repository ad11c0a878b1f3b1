import type { Session } from '@pamoja/contract/auth';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { getSession, useSessionStore } from '../../../shared/session/session-store';

export const REFRESH_LABEL = 'auth.refresh';

/** `POST auth/refresh`: the refresh token is single use, the answer is a new pair. */
export function refreshTokens(refreshToken: string): Promise<ApiResponse<Session>> {
  return request<ApiResponse<Session>>({
    method: 'POST',
    url: 'auth/refresh',
    data: { refreshToken },
    label: REFRESH_LABEL,
    // A 401 here means the session is over; refreshing again could only fail the same way.
    skipRefresh: true,
    hideErrorMessage: true,
    hideSuccessMessage: true,
  });
}

/**
 * The HTTP client's refresh handler (setRefreshHandler): one renewal on a 401. True when the
 * store holds the new session; false lets the client treat the 401 as final (storage cleared,
 * /login).
 */
export async function renewSession(): Promise<boolean> {
  const { refreshToken } = getSession();
  if (!refreshToken) return false;
  try {
    const { data } = await refreshTokens(refreshToken);
    useSessionStore.getState().setSession(data);
    return true;
  } catch {
    return false;
  }
}

import type { Session } from '@pamoja/contract/auth';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { oneTabAtATime } from '../../../shared/session/one-tab-at-a-time';
import { recordRenewal, renewalOf } from '../../../shared/session/renewal-handoff';
import { readStoredLogin, storedSessionWritten } from '../../../shared/session/session-persistence';
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
  // Tabs share the stored session and a refresh token works once: the server takes a second
  // use for theft and ends the session. One tab renews at a time; the others take its pair.
  return oneTabAtATime(async () => {
    const stored = await readStoredLogin();
    if (stored && stored.refreshToken !== refreshToken) {
      useSessionStore.getState().setSession(stored);
      return true;
    }
    // localStorage reaches other tabs late: a tab that renewed just before us is certain to
    // show in the handoff, not always in storage yet.
    const handed = await renewalOf(refreshToken);
    if (handed) {
      useSessionStore.getState().setSession(handed);
      return true;
    }
    try {
      const { data } = await refreshTokens(refreshToken);
      useSessionStore.getState().setSession(data);
      // The lock is held until the new pair is stored and handed off, so the next tab finds it.
      await Promise.all([storedSessionWritten(), recordRenewal(refreshToken, data)]);
      return true;
    } catch {
      return false;
    }
  });
}

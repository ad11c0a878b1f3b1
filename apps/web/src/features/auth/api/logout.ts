import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { resetAfterLogout } from '../../../shared/session/logout-reset';
import { getSession } from '../../../shared/session/session-store';

export const LOGOUT_LABEL = 'auth.logout';

interface LogoutInput {
  accessToken: string | null;
  refreshToken: string | null;
}

/**
 * `POST auth/logout` with the tokens of the session that is ending, passed in explicitly: the
 * browser has already forgotten them by the time the call goes out.
 */
export async function logoutSession({ accessToken, refreshToken }: LogoutInput): Promise<void> {
  if (!accessToken) return;
  await request<ApiResponse<null>>({
    method: 'POST',
    url: 'auth/logout',
    data: refreshToken ? { refreshToken } : {},
    headers: { Authorization: `Bearer ${accessToken}` },
    label: LOGOUT_LABEL,
    skipRefresh: true,
    hideErrorMessage: true,
    hideSuccessMessage: true,
  });
}

export const logoutMutationOptions = () => labelMutationOptions(LOGOUT_LABEL, logoutSession);

/**
 * Logout: the tokens are taken, every piece of state is reset and storage emptied at once (the
 * LOGOUT action, synchronously, so the caller can navigate away in the same tick), then the
 * server is told to end the session. Its answer cannot change anything any more, so a failure
 * (offline, already expired) is ignored.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const mutation = useMutation(logoutMutationOptions());
  const logout = async () => {
    const { accessToken, refreshToken } = getSession();
    resetAfterLogout();
    queryClient.clear();
    await mutation.mutateAsync({ accessToken, refreshToken }).catch(() => undefined);
  };
  return { logout, isPending: mutation.isPending };
}

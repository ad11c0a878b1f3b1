import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, Session } from '@pamoja/contract/auth';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { useSessionStore } from '../../../shared/session/session-store';

export const LOGIN_LABEL = 'auth.login';

export function login(body: LoginRequest): Promise<ApiResponse<Session>> {
  return request<ApiResponse<Session>>({
    method: 'POST',
    url: 'auth',
    data: body,
    label: LOGIN_LABEL,
    // The form shows the failure next to the fields; a toast would say it twice.
    hideErrorMessage: true,
  });
}

export const loginMutationOptions = () => labelMutationOptions(LOGIN_LABEL, login);

/** Logs in and, on success, makes the answer the current session. */
export function useLogin() {
  const setSession = useSessionStore((state) => state.setSession);
  return useMutation({
    ...loginMutationOptions(),
    onSuccess: ({ data }) => setSession(data),
  });
}

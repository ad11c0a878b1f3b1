import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createPinRequest } from '@pamoja/contract/auth';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { getSession, useSessionStore } from '../../../shared/session/session-store';

export const SET_PIN_LABEL = 'auth.setPin';

export type CreatePinBody = z.output<typeof createPinRequest>;

/** `POST users/create-pin/{id}`: the first PIN; the server only accepts it for oneself. */
export function createPin(input: { userId: string } & CreatePinBody): Promise<ApiResponse<null>> {
  const { userId, ...body } = input;
  return request<ApiResponse<null>>({
    method: 'POST',
    url: `users/create-pin/${encodeURIComponent(userId)}`,
    data: body,
    label: SET_PIN_LABEL,
    hideErrorMessage: true,
  });
}

export const createPinMutationOptions = () => labelMutationOptions(SET_PIN_LABEL, createPin);

/** The stored user data learns the PIN exists, so the guards stop sending them to /set-pin. */
function markPinSet(): void {
  const { userData, accessToken, refreshToken } = getSession();
  if (!userData || !accessToken || !refreshToken) return;
  useSessionStore.getState().setSession({
    userData: { ...userData, hasPin: true },
    accessToken,
    refreshToken,
  });
}

export function useCreatePin() {
  return useMutation({ ...createPinMutationOptions(), onSuccess: markPinSet });
}

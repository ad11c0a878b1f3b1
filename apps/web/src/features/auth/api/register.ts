import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registerRequest } from '@pamoja/contract/auth';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const REGISTER_LABEL = 'auth.register';

export type RegisterBody = z.output<typeof registerRequest>;

/** `POST users`: a new account waiting for its e-mail to be verified. */
export function registerAccount(body: RegisterBody): Promise<ApiResponse<{ id: string }>> {
  return request<ApiResponse<{ id: string }>>({
    method: 'POST',
    url: 'users',
    data: body,
    label: REGISTER_LABEL,
    // The form puts failures on its fields and says what happened next itself.
    hideErrorMessage: true,
    hideSuccessMessage: true,
  });
}

export const registerMutationOptions = () => labelMutationOptions(REGISTER_LABEL, registerAccount);

export function useRegister() {
  return useMutation(registerMutationOptions());
}

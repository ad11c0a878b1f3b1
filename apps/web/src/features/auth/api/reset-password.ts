import { useMutation } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const RESET_PASSWORD_LABEL = 'auth.resetPassword';

export interface ResetPasswordInput {
  token: string;
  password: string;
  confirmPassword: string;
}

/** `PUT password-reset/{token}`: the new password; every session of the account ends. */
export function resetPassword({ token, ...body }: ResetPasswordInput): Promise<ApiResponse<null>> {
  return request<ApiResponse<null>>({
    method: 'PUT',
    url: `password-reset/${encodeURIComponent(token)}`,
    data: body,
    label: RESET_PASSWORD_LABEL,
    hideErrorMessage: true,
    hideSuccessMessage: true,
  });
}

export const resetPasswordMutationOptions = () =>
  labelMutationOptions(RESET_PASSWORD_LABEL, resetPassword);

export function useResetPassword() {
  return useMutation(resetPasswordMutationOptions());
}

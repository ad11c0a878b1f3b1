import { useMutation } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const FORGOT_LABEL = 'auth.forgot';

/** `POST password-reset`: always 200, so nobody learns whether an address has an account. */
export function requestPasswordReset(body: { email: string }): Promise<ApiResponse<null>> {
  return request<ApiResponse<null>>({
    method: 'POST',
    url: 'password-reset',
    data: body,
    label: FORGOT_LABEL,
    hideErrorMessage: true,
    hideSuccessMessage: true,
  });
}

export const requestPasswordResetMutationOptions = () =>
  labelMutationOptions(FORGOT_LABEL, requestPasswordReset);

export function useRequestPasswordReset() {
  return useMutation(requestPasswordResetMutationOptions());
}

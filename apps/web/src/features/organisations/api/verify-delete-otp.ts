import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { MY_ORGANISATIONS_LABEL } from './get-my-organisations';

export const VERIFY_DELETE_OTP_LABEL = 'organisations.verifyDeleteOtp';

/** `PUT organizations/verify-delete-otp/{id}` with `{ otp }`: the code deletes the organisation. */
export function verifyDeleteOtp({ id, otp }: { id: string; otp: string }) {
  return request<ApiResponse<null>>({
    method: 'PUT',
    url: `organizations/verify-delete-otp/${encodeURIComponent(id)}`,
    data: { otp },
    label: VERIFY_DELETE_OTP_LABEL,
    // A wrong or expired code is said on the code field.
    hideErrorMessage: true,
  });
}

export const verifyDeleteOtpMutationOptions = () =>
  labelMutationOptions(VERIFY_DELETE_OTP_LABEL, verifyDeleteOtp);

export function useVerifyDeleteOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    ...verifyDeleteOtpMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [MY_ORGANISATIONS_LABEL] }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const SEND_DELETE_OTP_LABEL = 'organisations.sendDeleteOtp';

export interface OtpSent {
  expiresAt: string;
  channels: ('EMAIL' | 'SMS')[];
}

/** `PUT organizations/send-delete-otp/{id}`: a 6-digit code to the admin's phone and e-mail. */
export function sendDeleteOtp(id: string) {
  return request<ApiResponse<OtpSent>>({
    method: 'PUT',
    url: `organizations/send-delete-otp/${encodeURIComponent(id)}`,
    label: SEND_DELETE_OTP_LABEL,
  });
}

export const sendDeleteOtpMutationOptions = () =>
  labelMutationOptions(SEND_DELETE_OTP_LABEL, sendDeleteOtp);

export function useSendDeleteOtp() {
  return useMutation(sendDeleteOtpMutationOptions());
}

import { useMutation } from '@tanstack/react-query';
import type { OpenLeadOtpRequest } from '@pamoja/contract/leads';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const OPEN_LEAD_OTP_LABEL = 'leads.openOtp';

export interface ConsentCodeSent {
  phoneNumber: string;
  codeExpiresAt: string;
}

/** `POST product-leads/open-otp`: texts the customer a consent code for this product. */
export async function openLeadOtp(body: OpenLeadOtpRequest): Promise<ConsentCodeSent> {
  const answer = await request<ApiResponse<ConsentCodeSent>>({
    method: 'POST',
    url: 'product-leads/open-otp',
    data: body,
    label: OPEN_LEAD_OTP_LABEL,
    // The consent step shows the failure itself (a duplicate names the existing lead).
    hideErrorMessage: true,
    hideSuccessMessage: true,
  });
  return answer.data;
}

export const openLeadOtpMutationOptions = () =>
  labelMutationOptions(OPEN_LEAD_OTP_LABEL, openLeadOtp);

export const useOpenLeadOtp = () => useMutation(openLeadOtpMutationOptions());

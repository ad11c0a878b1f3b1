import { useMutation } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const APPROVAL_CODE_LABEL = 'leads.approvalCode';

export interface ApprovalCode {
  leadIds: string[];
  /** Where the code went (a masked phone, a masked e-mail). */
  sentTo: string[];
  codeExpiresAt: string;
}

/** `POST product-leads/approval-otp`: a code for the approver, bound to exactly these leads. */
export async function requestApprovalCode(leadIds: readonly string[]): Promise<ApprovalCode> {
  const body = await request<ApiResponse<ApprovalCode>>({
    method: 'POST',
    url: 'product-leads/approval-otp',
    data: { leadIds },
    label: APPROVAL_CODE_LABEL,
    hideSuccessMessage: true,
  });
  return body.data;
}

export const useRequestApprovalCode = () =>
  useMutation(labelMutationOptions(APPROVAL_CODE_LABEL, requestApprovalCode));

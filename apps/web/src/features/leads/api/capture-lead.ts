import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLeadRequest, Lead } from '@pamoja/contract/leads';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const CAPTURE_LEAD_LABEL = 'leads.capture';

export interface CaptureLeadInput {
  body: CreateLeadRequest;
  idempotencyKey: string;
}

/** `POST product-leads` with the customer's consent code; a retry reuses its Idempotency-Key. */
export async function captureLead({ body, idempotencyKey }: CaptureLeadInput): Promise<Lead> {
  const answer = await request<ApiResponse<Lead>>({
    method: 'POST',
    url: 'product-leads',
    data: body,
    headers: { 'Idempotency-Key': idempotencyKey },
    label: CAPTURE_LEAD_LABEL,
    hideErrorMessage: true,
    hideSuccessMessage: true,
  });
  return answer.data;
}

export const captureLeadMutationOptions = () =>
  labelMutationOptions(CAPTURE_LEAD_LABEL, captureLead);

export function useCaptureLead() {
  const queryClient = useQueryClient();
  return useMutation({
    ...captureLeadMutationOptions(),
    // Every lead list now misses one; they refetch when next shown.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['leads.list'] }),
  });
}

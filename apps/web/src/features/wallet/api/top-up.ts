import { useMutation } from '@tanstack/react-query';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const TOP_UP_LABEL = 'wallet.topUp';

export interface TopUpInput {
  body: { phoneNumber: string; amount: number };
  /**
   * One per submission, the same on a retry of it, so the money moves once
   * (docs/domains/idempotency.md).
   */
  idempotencyKey: string;
}

/** `POST mpesa-topup`: 202 with the PENDING transaction; M-Pesa then asks the phone for its PIN. */
export function topUp({
  body,
  idempotencyKey,
}: TopUpInput): Promise<ApiResponse<WalletTransaction>> {
  return request<ApiResponse<WalletTransaction>>({
    method: 'POST',
    url: 'mpesa-topup',
    data: body,
    headers: { 'Idempotency-Key': idempotencyKey },
    label: TOP_UP_LABEL,
    // The dialog shows both the waiting state and any failure itself.
    hideErrorMessage: true,
    hideSuccessMessage: true,
  });
}

export const topUpMutationOptions = () => labelMutationOptions(TOP_UP_LABEL, topUp);

export function useTopUp() {
  return useMutation(topUpMutationOptions());
}

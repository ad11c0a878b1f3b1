import { useMutation } from '@tanstack/react-query';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const BUY_AIRTIME_LABEL = 'airtime.buy';

export interface BuyAirtimeInput {
  body: { phoneNumber: string; recipientPhoneNumber: string; amount: number };
  /**
   * One per submission, the same on a retry of it, so the money moves once
   * (docs/domains/idempotency.md).
   */
  idempotencyKey: string;
}

/** `POST airtime-mpesa`: 202 with the PENDING transaction; M-Pesa then asks the payer's phone. */
export function buyAirtime({ body, idempotencyKey }: BuyAirtimeInput) {
  return request<ApiResponse<WalletTransaction>>({
    method: 'POST',
    url: 'airtime-mpesa',
    data: body,
    headers: { 'Idempotency-Key': idempotencyKey },
    label: BUY_AIRTIME_LABEL,
    // The screen shows both the waiting state and any refusal itself.
    hideErrorMessage: true,
    hideSuccessMessage: true,
  });
}

export const buyAirtimeMutationOptions = () => labelMutationOptions(BUY_AIRTIME_LABEL, buyAirtime);

export function useBuyAirtime() {
  return useMutation(buyAirtimeMutationOptions());
}

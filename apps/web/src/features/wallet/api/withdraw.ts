import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import type { WithdrawKind } from '../lib/fees';
import { ACCOUNTS_LABEL } from './get-accounts';

export const WITHDRAW_LABEL = 'wallet.withdraw';

/** The four withdrawals, each with its own path (docs/domains/wallet.md). */
export const WITHDRAW_PATH: Readonly<Record<WithdrawKind, string>> = {
  mpesa: 'withdraw/mobile-wallet/send-to-mpesa',
  pesalinkPhone: 'withdraw/pesalink/pesalink-to-phone',
  pesalinkAccount: 'withdraw/pesalink/pesalink-to-account',
  bank: 'withdraw/bank/ift',
};

export type WithdrawBody =
  | { phoneNumber: string; amount: number; pin: string }
  | { beneficiaryId: string; amount: number; pin: string };

export interface WithdrawInput {
  kind: WithdrawKind;
  body: WithdrawBody;
  idempotencyKey: string;
}

/**
 * 200 sent, 202 on its way; 401 WRONG_PIN, 423 PIN_LOCKED, 422 INSUFFICIENT_BALANCE or
 * PAYOUT_FAILED, 400 AMOUNT_OUT_OF_LIMITS — the dialog places each one.
 */
export function withdraw({
  kind,
  body,
  idempotencyKey,
}: WithdrawInput): Promise<ApiResponse<WalletTransaction>> {
  return request<ApiResponse<WalletTransaction>>({
    method: 'POST',
    url: WITHDRAW_PATH[kind],
    data: body,
    headers: { 'Idempotency-Key': idempotencyKey },
    label: WITHDRAW_LABEL,
    hideErrorMessage: true,
    hideSuccessMessage: true,
  });
}

export const withdrawMutationOptions = () => labelMutationOptions(WITHDRAW_LABEL, withdraw);

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    ...withdrawMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ACCOUNTS_LABEL] }),
  });
}

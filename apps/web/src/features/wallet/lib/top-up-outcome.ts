import type { WalletTransaction } from '@pamoja/contract/wallet';
import { mpesaFailureKind, type MpesaFailureKind } from '../../../shared/mpesa/failure-kind';

export type TopUpOutcome = 'waiting' | 'success' | MpesaFailureKind;

/** What a top-up's state means for the person waiting for the M-Pesa prompt. */
export function topUpOutcome(
  transaction: Pick<WalletTransaction, 'status' | 'failureReason'>,
): TopUpOutcome {
  if (transaction.status === 'PENDING') return 'waiting';
  if (transaction.status === 'SUCCESS') return 'success';
  return mpesaFailureKind(transaction.failureReason);
}

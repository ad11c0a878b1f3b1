import type { ReconciliationOutcome } from '@pamoja/contract/reconciliation';
import { transferTypes } from '@pamoja/contract/reference-data';
import type { WalletTransaction } from '@pamoja/contract/wallet';

/**
 * What a decision does to the money, in the words the dialog says it before it is confirmed
 * (`reconciliation.consequence.<key>`), and the amount it concerns:
 * - a payout held from the wallet (the four transfers): amount and fee leave for good, or go back;
 * - an M-Pesa top-up: the amount comes into the wallet, or nothing does;
 * - any other payment collected from the phone (checkout, airtime): it counts as paid and what it
 *   bought goes ahead, or it counts as never paid and nothing was taken.
 */
export type ConsequenceKey =
  'payoutPaid' | 'payoutFailed' | 'topUpPaid' | 'topUpFailed' | 'paymentPaid' | 'paymentFailed';

export interface Consequence {
  key: ConsequenceKey;
  amount: number;
}

const isPayout = (type: string) => (transferTypes as readonly string[]).includes(type);

export function consequenceOf(
  transaction: Pick<WalletTransaction, 'type' | 'amount' | 'fee'>,
  outcome: ReconciliationOutcome,
): Consequence {
  const paid = outcome === 'PAID';
  if (isPayout(transaction.type)) {
    // The hold is the amount and its fee: both leave, or both come back.
    return {
      key: paid ? 'payoutPaid' : 'payoutFailed',
      amount: transaction.amount + transaction.fee,
    };
  }
  if (transaction.type === 'MPESA_TOPUP') {
    return { key: paid ? 'topUpPaid' : 'topUpFailed', amount: transaction.amount };
  }
  return { key: paid ? 'paymentPaid' : 'paymentFailed', amount: transaction.amount };
}

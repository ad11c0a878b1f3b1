import type { WalletTransaction } from '@pamoja/contract/wallet';

export type TopUpOutcome =
  'waiting' | 'success' | 'cancelled' | 'timeout' | 'insufficient' | 'failed';

/**
 * What a top-up's state means for the person waiting: M-Pesa words its failures (ResultDesc)
 * loosely, so the reason is matched by meaning — 1032 cancelled, 1037 timeout, 1 insufficient.
 */
export function topUpOutcome(
  transaction: Pick<WalletTransaction, 'status' | 'failureReason'>,
): TopUpOutcome {
  if (transaction.status === 'PENDING') return 'waiting';
  if (transaction.status === 'SUCCESS') return 'success';
  const reason = transaction.failureReason ?? '';
  if (/cancel|1032/i.test(reason)) return 'cancelled';
  if (/insufficient|not enough|1\b.*balance/i.test(reason)) return 'insufficient';
  if (/time ?out|timed out|expired|cannot be reached|no response|1037/i.test(reason))
    return 'timeout';
  return 'failed';
}

import type {
  AirtimeLine,
  AirtimeLineStatus,
  AirtimeSummary,
  WalletTransaction,
} from '@pamoja/contract/wallet';
import { mpesaFailureKind } from '../../../shared/mpesa/failure-kind';

export type PurchaseOutcome =
  /** The STK push is on the payer's phone. */
  | 'awaitingPayment'
  /** Paid; the network has not answered for every recipient yet. */
  | 'sending'
  | 'delivered'
  /** Some recipients got airtime; the rest of the money is back in the wallet. */
  | 'partial'
  /** Paid, nobody got airtime: the money is back in the wallet. */
  | 'failedCredited'
  | 'paymentCancelled'
  | 'paymentTimeout'
  | 'paymentInsufficient'
  | 'paymentFailed';

type Purchase = Pick<
  WalletTransaction,
  'status' | 'failureReason' | 'airtime' | 'airtimeLines' | 'details'
>;

const PENDING_LINES: ReadonlySet<AirtimeLineStatus> = new Set([
  'AWAITING_PAYMENT',
  'QUEUED',
  'SENDING',
  'SENT',
]);
const PAID_LINES: ReadonlySet<AirtimeLineStatus> = new Set([
  'QUEUED',
  'SENDING',
  'SENT',
  'SUCCESS',
  'FAILED',
]);

export const isLinePending = (line: Pick<AirtimeLine, 'status'>) => PENDING_LINES.has(line.status);

/** The server's counts; worked out from the lines when an older answer has none. */
export function summaryOf(purchase: Purchase): AirtimeSummary {
  if (purchase.airtime) return purchase.airtime;
  const lines = purchase.airtimeLines ?? [];
  const delivered = lines.filter((line) => line.status === 'SUCCESS').length;
  const pending = lines.filter(isLinePending).length;
  return {
    recipients: lines.length,
    delivered,
    failed: lines.length - delivered - pending,
    pending,
    creditedToWallet: lines
      .filter((line) => line.creditedToWallet)
      .reduce((sum, line) => sum + line.amount, 0),
  };
}

/**
 * KES back in the wallet: failed lines, or a whole payment M-Pesa took for another amount than
 * asked (the server notes it in `details.creditedToWallet`, with every line cancelled).
 */
export function creditedOf(purchase: Purchase): number {
  const fromLines = summaryOf(purchase).creditedToWallet;
  const fromDetails = purchase.details?.creditedToWallet;
  return fromLines > 0 ? fromLines : typeof fromDetails === 'number' ? fromDetails : 0;
}

const PAYMENT_FAILURE = {
  cancelled: 'paymentCancelled',
  timeout: 'paymentTimeout',
  insufficient: 'paymentInsufficient',
  failed: 'paymentFailed',
} as const;

/** What the purchase's state means for the person watching it. */
export function purchaseOutcome(purchase: Purchase): PurchaseOutcome {
  const lines = purchase.airtimeLines ?? [];
  const summary = summaryOf(purchase);
  const paid = lines.some((line) => PAID_LINES.has(line.status));
  if (purchase.status === 'PENDING' || lines.some(isLinePending)) {
    return paid ? 'sending' : 'awaitingPayment';
  }
  const credited = creditedOf(purchase) > 0;
  if (purchase.status === 'SUCCESS' || (summary.delivered > 0 && summary.failed === 0)) {
    return 'delivered';
  }
  if (purchase.status === 'PARTIAL' || (summary.delivered > 0 && credited)) return 'partial';
  if (credited || paid) return 'failedCredited';
  // Nothing delivered, nothing paid: M-Pesa's reason says why.
  return PAYMENT_FAILURE[mpesaFailureKind(purchase.failureReason)];
}

/** Nothing more will change: polling can stop. */
export function isSettled(purchase: Purchase): boolean {
  const outcome = purchaseOutcome(purchase);
  return outcome !== 'awaitingPayment' && outcome !== 'sending';
}

/** Something was paid, so there is a receipt worth sending. */
export function wasPaid(outcome: PurchaseOutcome): boolean {
  return outcome === 'delivered' || outcome === 'partial' || outcome === 'failedCredited';
}

import type { Kysely } from 'kysely';
import { crashPoint } from '@pamoja/server-kit/crash-point';
import type { MainDatabase } from '../db/schema';
import type { TransactionKind, TransactionRow } from '../payments/payments-module';
import { settleAirtimePayment } from './airtime-payment';
import { describeTransactions } from './airtime-transaction-view';

/**
 * How payments treats an airtime purchase: collected by STK push, then PENDING while its lines
 * are sent; `onPaid` hears (after the commit) of the payment this settlement recorded.
 */
export function airtimePurchaseKind(
  db: Kysely<MainDatabase>,
  onPaid: (tx: TransactionRow) => void,
): TransactionKind {
  return {
    asked: 'collection',
    settle: settleAirtimePayment,
    pendingAfterPayment: true,
    afterSettled: (before, after) => {
      if (!before.receipt_number && after.receipt_number && after.status === 'PENDING') {
        // Crash tests: the payment is committed and its lines QUEUED, the dispatcher not told.
        crashPoint('airtime-dispatch:before-claim');
        onPaid(after);
      }
    },
    describe: (items, options) => describeTransactions(db, items, options),
  };
}

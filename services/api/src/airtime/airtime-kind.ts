import type { Kysely } from 'kysely';
import { crashPoint } from '@pamoja/server-kit/crash-point';
import type { MainDatabase } from '../db/schema';
import {
  createTransactionRepository,
  type TransactionKind,
  type TransactionRow,
} from '../payments/payments-module';
import { createAirtimeLineRepository } from './airtime-line-repository';
import { finishLineLocked, type LineOutcome } from './airtime-line-settlement';
import { settleAirtimePayment } from './airtime-payment';
import { rollUpAirtimePurchase } from './airtime-rollup';
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
    // A person's word on lines the provider never answered for: delivered, or credited back.
    decideAfterPayment: async (trx, tx, decision) => {
      const outcome: LineOutcome =
        decision.outcome === 'PAID'
          ? { status: 'SUCCESS' }
          : { status: 'FAILED', reason: decision.reason };
      for (const line of await createAirtimeLineRepository(trx).lockInFlight(tx.id)) {
        await finishLineLocked(trx, line, outcome);
      }
      await rollUpAirtimePurchase(trx, tx.id);
      return (await createTransactionRepository(trx).lockById(tx.id)) ?? tx;
    },
  };
}

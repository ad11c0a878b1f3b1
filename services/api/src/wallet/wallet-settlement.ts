import type { Kysely } from 'kysely';
import type { MainDatabase } from '../db/schema';
import { createLedger } from '../ledger/ledger-module';
import {
  CLEARING,
  createTransactionRepository,
  railOf,
  type PaymentOutcome,
  type TransactionKind,
  type TransactionRow,
} from '../payments/payments-module';

async function settleWalletTransaction(
  trx: Kysely<MainDatabase>,
  tx: TransactionRow,
  outcome: PaymentOutcome,
): Promise<TransactionRow> {
  if (tx.status !== 'PENDING' || outcome.status === 'PENDING') return tx;
  const ledger = createLedger(trx);
  const transactions = createTransactionRepository(trx);
  const rail = railOf(tx);
  if (outcome.status === 'FAILED') {
    if (tx.direction === 'DEBIT') await ledger.releaseHold(tx.id, 'VOIDED');
    return transactions.update(tx.id, { status: 'FAILED', failure_reason: outcome.reason });
  }
  const wallet = await ledger.account('USER_WALLET', tx.user_id, tx.currency);
  const clearing = await ledger.account(CLEARING[rail], null, tx.currency);
  if (tx.direction === 'CREDIT') {
    // Credit what M-Pesa says was paid: the customer may have changed nothing, but the
    // callback is the authority on money that actually arrived.
    const amount = outcome.amount ?? BigInt(tx.amount);
    await ledger.post(`Top-up ${tx.reference}`, tx.id, [
      { accountId: wallet, amount },
      { accountId: clearing, amount: -amount },
    ]);
    return transactions.update(tx.id, {
      status: 'SUCCESS',
      receipt_number: outcome.receiptNumber,
      amount,
    });
  }
  const amount = BigInt(tx.amount);
  const fee = BigInt(tx.fee);
  await ledger.releaseHold(tx.id, 'POSTED');
  const revenue = await ledger.account('FEE_REVENUE', null, tx.currency);
  await ledger.post(`Payout ${tx.reference}`, tx.id, [
    { accountId: wallet, amount: -(amount + fee) },
    { accountId: clearing, amount },
    { accountId: revenue, amount: fee },
  ]);
  return transactions.update(tx.id, { status: 'SUCCESS', receipt_number: outcome.receiptNumber });
}

/** Top-ups: collected from the phone, credited to the wallet when paid. */
export const topUpKind: TransactionKind = { asked: 'collection', settle: settleWalletTransaction };

/** Withdrawals: held before the rail is called, posted when paid out, the hold voided on failure. */
export const withdrawalKind: TransactionKind = { asked: 'payout', settle: settleWalletTransaction };

import type { Kysely, Selectable } from 'kysely';
import { kesText, toMajorUnits } from '@pamoja/contract/money';
import type { MainDatabase } from '../db/schema';
import { createLedger } from '../ledger/ledger-module';
import type { PaymentOutcome } from '../payments/payments-module';
import { createTransactionRepository } from '../payments/payments-module';
import { createAirtimeLineRepository } from './airtime-line-repository';

type TransactionRow = Selectable<MainDatabase['transactions']>;

const kes = (cents: bigint) => kesText(toMajorUnits(cents));

/**
 * The M-Pesa leg of an airtime purchase, inside the settlement's transaction with its row locked.
 * Paid: the money moves from M-Pesa clearing to airtime clearing and the lines join the send
 * queue; the transaction stays PENDING until every line has its final word. Not paid: the lines
 * are cancelled. A payment of another amount than asked is credited to the wallet whole.
 */
export async function settleAirtimePayment(
  trx: Kysely<MainDatabase>,
  tx: TransactionRow,
  outcome: PaymentOutcome,
): Promise<TransactionRow> {
  // A paid purchase already has its receipt: later status answers change nothing.
  if (tx.status !== 'PENDING' || outcome.status === 'PENDING' || tx.receipt_number) return tx;
  const transactions = createTransactionRepository(trx);
  const lines = createAirtimeLineRepository(trx);
  if (outcome.status === 'FAILED') {
    await lines.cancel(tx.id, 'The M-Pesa payment did not go through, so nothing was sent.');
    return transactions.update(tx.id, {
      status: 'FAILED',
      failure_reason: outcome.reason,
      details: JSON.stringify({ ...tx.details, payment: { status: 'FAILED' } }),
    });
  }

  const ledger = createLedger(trx);
  const mpesa = await ledger.account('MPESA_CLEARING', null, tx.currency);
  const expected = BigInt(tx.amount);
  const paid = outcome.amount ?? expected;
  const payment = {
    status: 'PAID',
    receiptNumber: outcome.receiptNumber,
    amount: toMajorUnits(paid),
  };
  if (paid !== expected) {
    const wallet = await ledger.account('USER_WALLET', tx.user_id, tx.currency);
    await ledger.post(`Airtime payment ${tx.reference} credited`, tx.id, [
      { accountId: wallet, amount: paid },
      { accountId: mpesa, amount: -paid },
    ]);
    await lines.cancel(tx.id, 'M-Pesa took a different amount, so nothing was sent.');
    return transactions.update(tx.id, {
      status: 'FAILED',
      receipt_number: outcome.receiptNumber,
      failure_reason: `M-Pesa took ${kes(paid)} instead of ${kes(expected)}: the ${kes(paid)} was credited to your wallet and no airtime was sent.`,
      details: JSON.stringify({ ...tx.details, payment, creditedToWallet: toMajorUnits(paid) }),
    });
  }

  const airtime = await ledger.account('AIRTIME_CLEARING', null, tx.currency);
  await ledger.post(`Airtime ${tx.reference}`, tx.id, [
    { accountId: airtime, amount: paid },
    { accountId: mpesa, amount: -paid },
  ]);
  await lines.queue(tx.id);
  return transactions.update(tx.id, {
    receipt_number: outcome.receiptNumber,
    details: JSON.stringify({ ...tx.details, payment }),
  });
}

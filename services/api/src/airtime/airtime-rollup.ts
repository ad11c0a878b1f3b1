import { kesText } from '@pamoja/contract/money';
import type { Kysely } from 'kysely';
import type { AirtimeSummary, TransactionStatus } from '@pamoja/contract/wallet';
import type { MainDatabase } from '../db/schema';
import { createTransactionRepository } from '../payments/payments-module';
import { createAirtimeLineRepository } from './airtime-line-repository';

function verdict(summary: AirtimeSummary): { status: TransactionStatus; reason: string | null } {
  const credited = kesText(summary.creditedToWallet);
  if (summary.failed === 0) return { status: 'SUCCESS', reason: null };
  if (summary.delivered === 0) {
    return {
      status: 'FAILED',
      reason: `The airtime could not be delivered: ${credited} was credited to your wallet.`,
    };
  }
  return {
    status: 'PARTIAL',
    reason: `${summary.failed} of ${summary.recipients} recipients could not get airtime: ${credited} was credited to your wallet.`,
  };
}

/**
 * Gives a paid airtime purchase its final status once every line has its final word. Runs in the
 * caller's transaction; the transaction row is locked, so concurrent line results finish it once.
 */
export async function rollUpAirtimePurchase(trx: Kysely<MainDatabase>, transactionId: string) {
  const transactions = createTransactionRepository(trx);
  const tx = await transactions.lockById(transactionId);
  if (!tx || tx.status !== 'PENDING') return;
  const summary = (await createAirtimeLineRepository(trx).summaries([transactionId])).get(
    transactionId,
  );
  if (!summary || summary.pending > 0) return;
  const { status, reason } = verdict(summary);
  // A single purchase says why its one line failed, before what happened to the money.
  const lineReason =
    tx.type === 'AIRTIME' && status === 'FAILED'
      ? (await createAirtimeLineRepository(trx).linesOf([transactionId])).get(transactionId)?.[0]
          ?.failureReason
      : null;
  await transactions.update(transactionId, {
    status,
    failure_reason: lineReason && reason ? `${lineReason.replace(/\.$/, '')}. ${reason}` : reason,
    details: JSON.stringify({ ...tx.details, creditedToWallet: summary.creditedToWallet }),
  });
}

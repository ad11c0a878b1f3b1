import type { Kysely } from 'kysely';
import type { MainDatabase } from '../db/schema';
import { createLedger } from '../ledger/ledger-module';
import { createEarlyCallbackRepository } from '../payments/payments-module';
import { createTransactionRepository } from '../payments/payments-module';
import { createAirtimeLineRepository, type AirtimeLineRow } from './airtime-line-repository';
import { rollUpAirtimePurchase } from './airtime-rollup';

export type LineOutcome = { status: 'SUCCESS' } | { status: 'FAILED'; reason: string };

/** Early final-status callbacks are kept with the payments' ones, under their own provider name. */
const EARLY = (provider: string) => `airtime:${provider}`;

/**
 * A line's final word, inside the caller's transaction with the purchase locked: a failed line's
 * amount goes back to the payer's wallet. False when the line already had its final word.
 */
export async function finishLineLocked(
  trx: Kysely<MainDatabase>,
  line: AirtimeLineRow,
  outcome: LineOutcome,
) {
  if (line.status !== 'SENDING' && line.status !== 'SENT') return false;
  const lines = createAirtimeLineRepository(trx);
  if (outcome.status === 'SUCCESS') {
    await lines.finish(line.id, outcome);
    return true;
  }
  const tx = await createTransactionRepository(trx).lockById(line.transaction_id);
  if (!tx) throw new Error(`airtime line ${line.id} has no transaction`);
  const ledger = createLedger(trx);
  const amount = BigInt(line.amount);
  await ledger.post(`Airtime refund ${tx.reference}`, tx.id, [
    { accountId: await ledger.account('USER_WALLET', tx.user_id, tx.currency), amount },
    { accountId: await ledger.account('AIRTIME_CLEARING', null, tx.currency), amount: -amount },
  ]);
  await lines.finish(line.id, { ...outcome, credited: true });
  return true;
}

/**
 * Gives airtime lines their final word exactly once, and credits a failed line's amount back to
 * the payer's wallet. Locks go transaction → line → wallet, as payment settlement takes them.
 */
export function createAirtimeLineSettlement(db: Kysely<MainDatabase>) {
  const earlyCallbacks = createEarlyCallbackRepository(db);

  /** One line, by id, in its own database transaction; then the purchase is rolled up. */
  async function finishById(lineId: string, transactionId: string, outcome: LineOutcome) {
    await db.transaction().execute(async (trx) => {
      await createTransactionRepository(trx).lockById(transactionId);
      const line = await createAirtimeLineRepository(trx).lockById(lineId);
      if (line && (await finishLineLocked(trx, line, outcome))) {
        await rollUpAirtimePurchase(trx, transactionId);
      }
    });
  }

  return {
    finishById,

    /**
     * The provider's final status for a sent line. A status that beats the line's reference being
     * recorded is kept, and `applyEarly` (called once the reference is recorded) applies it.
     */
    async settleByProviderReference(provider: string, reference: string, outcome: LineOutcome) {
      const line = await createAirtimeLineRepository(db).findByProviderReference(
        provider,
        reference,
      );
      if (line) return finishById(line.id, line.transaction_id, outcome);
      await earlyCallbacks.keep(
        EARLY(provider),
        reference,
        outcome.status === 'SUCCESS'
          ? { status: 'SUCCESS', receiptNumber: reference }
          : { status: 'FAILED', resultCode: 'AIRTIME', reason: outcome.reason },
      );
      return this.applyEarly(provider, reference);
    },

    async applyEarly(provider: string, reference: string) {
      const early = await earlyCallbacks.find(EARLY(provider), reference);
      if (!early || early.status === 'PENDING') return;
      const line = await createAirtimeLineRepository(db).findByProviderReference(
        provider,
        reference,
      );
      if (!line) return;
      await finishById(
        line.id,
        line.transaction_id,
        early.status === 'SUCCESS'
          ? { status: 'SUCCESS' }
          : { status: 'FAILED', reason: early.reason },
      );
      await earlyCallbacks.forget(EARLY(provider), reference);
    },
  };
}

export type AirtimeLineSettlement = ReturnType<typeof createAirtimeLineSettlement>;

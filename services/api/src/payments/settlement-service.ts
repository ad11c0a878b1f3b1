import type { Kysely } from 'kysely';
import type { ReconciliationOutcome } from '@pamoja/contract/reconciliation';
import type { MainDatabase } from '../db/schema';
import { createEarlyCallbackRepository } from './early-callback-repository';
import type { PaymentOutcome } from './payment-providers';
import { createReconciliationRepository, PROVIDER_ANSWERED } from './reconciliation-repository';
import type { TransactionKinds, TransactionRow } from './transaction-kinds';
import { createTransactionRepository } from './transaction-repository';

interface Decision {
  outcome: ReconciliationOutcome;
  reason: string;
  evidence?: string | undefined;
  resolvedBy: string;
}

/**
 * Applies a provider's final word to a pending transaction, exactly once: callbacks, status
 * queries and the sweeper all come through here, under a lock on the transaction row, and the
 * transaction's kind decides what the word means.
 */
export function createSettlementService(db: Kysely<MainDatabase>, kinds: TransactionKinds) {
  async function settleLocked(
    trx: Kysely<MainDatabase>,
    tx: TransactionRow,
    outcome: PaymentOutcome,
  ) {
    const after = await kinds.of(tx.type).settle(trx, tx, outcome);
    if (tx.status === 'PENDING' && after.status !== 'PENDING') {
      // A provider's late word settles a queued item too, so nobody decides it twice.
      await createReconciliationRepository(trx).close(tx.id, {
        outcome: after.status === 'FAILED' ? 'FAILED' : 'PAID',
        reason: PROVIDER_ANSWERED,
      });
    }
    return after;
  }

  const earlyCallbacks = createEarlyCallbackRepository(db);

  /** After the commit, the kind hears what this call changed (e.g. paid airtime is sent). */
  function announce(settled: { before: TransactionRow; after: TransactionRow } | null) {
    if (!settled) return null;
    kinds.of(settled.after.type).afterSettled?.(settled.before, settled.after);
    return settled.after;
  }

  async function settleRecorded(
    provider: string,
    providerReference: string,
    outcome: PaymentOutcome,
  ) {
    const settled = await db.transaction().execute(async (trx) => {
      const tx = await createTransactionRepository(trx).lockByProviderReference(
        provider,
        providerReference,
      );
      return tx ? { before: tx, after: await settleLocked(trx, tx, outcome) } : null;
    });
    return announce(settled);
  }

  /** Applies a kept early callback once its payment is recorded; null when there is none. */
  async function applyEarlyCallback(provider: string, providerReference: string) {
    const early = await earlyCallbacks.find(provider, providerReference);
    if (!early) return null;
    const settled = await settleRecorded(provider, providerReference, early);
    if (settled) await earlyCallbacks.forget(provider, providerReference);
    return settled;
  }

  return {
    applyEarlyCallback,

    /**
     * Settles the transaction a provider reference points at. A callback can beat us to
     * recording the reference; its outcome is then kept as an early callback, and whichever side
     * comes second (this one reading again, or the flow that records the reference) applies it.
     */
    async settleByProviderReference(
      provider: string,
      providerReference: string,
      outcome: PaymentOutcome,
    ) {
      const settled = await settleRecorded(provider, providerReference, outcome);
      if (settled) return settled;
      await earlyCallbacks.keep(provider, providerReference, outcome);
      return applyEarlyCallback(provider, providerReference);
    },

    /**
     * A person's decision on a queued transaction (SUPER_ADMIN, with evidence): posted or voided
     * through its kind like a provider's answer, and the item closed in the same commit. Null
     * when the item is no longer open or its provider settled it first.
     */
    async settleByDecision(itemId: string, decision: Decision) {
      const settled = await db.transaction().execute(async (trx) => {
        const item = await createReconciliationRepository(trx).lockOpen(itemId);
        if (!item) return null;
        const tx = await createTransactionRepository(trx).lockById(item.transaction_id);
        if (!tx || tx.status !== 'PENDING') return null;
        await createReconciliationRepository(trx).close(tx.id, decision);
        const kind = kinds.of(tx.type);
        if (kind.decideAfterPayment && tx.receipt_number) {
          return { before: tx, after: await kind.decideAfterPayment(trx, tx, decision) };
        }
        const outcome: PaymentOutcome =
          decision.outcome === 'PAID'
            ? { status: 'SUCCESS', receiptNumber: decision.evidence ?? item.id }
            : { status: 'FAILED', resultCode: 'RECONCILED', reason: decision.reason };
        const after = await kind.settle(trx, tx, outcome);
        // The unmatched word of payment it was credited from is matched now.
        if (outcome.status === 'SUCCESS' && item.cause === 'UNMATCHED_ANSWER' && tx.provider) {
          await createEarlyCallbackRepository(trx).forgetReceipt(
            tx.provider,
            outcome.receiptNumber,
          );
        }
        return { before: tx, after };
      });
      return announce(settled);
    },

    async settleById(id: string, outcome: PaymentOutcome) {
      const settled = await db.transaction().execute(async (trx) => {
        const tx = await createTransactionRepository(trx).lockById(id);
        return tx ? { before: tx, after: await settleLocked(trx, tx, outcome) } : null;
      });
      return announce(settled);
    },
  };
}

export type SettlementService = ReturnType<typeof createSettlementService>;

import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { MainDatabase } from '../db/schema';
import { RECONCILE_AFTER_MINUTES } from '@pamoja/contract/reconciliation';
import type { PaymentOutcome } from './payment-providers';
import { createReconciliationRepository } from './reconciliation-repository';
import type { SettlementService } from './settlement-service';
import type { TransactionKinds, TransactionRow } from './transaction-kinds';
import { createTransactionRepository } from './transaction-repository';

export type StatusQuery = (tx: TransactionRow) => Promise<PaymentOutcome>;

const STALE_AFTER_MS = 2 * 60_000;
const BATCH = 50;
/** At most this many a round, so one round ends; the rest wait for the next, oldest first. */
const MAX_PER_ROUND = 1_000;
const RECONCILE_AFTER_MS = RECONCILE_AFTER_MINUTES * 60_000;

/**
 * Settles payments still pending after two minutes by asking the provider (a lost callback, or a
 * crash between the provider call and its answer). What the provider cannot tell stays pending,
 * and once it has waited past the deadline it goes to the reconciliation queue for a person.
 */
export function createSweeper(
  db: Kysely<MainDatabase>,
  query: StatusQuery,
  settlement: SettlementService,
  kinds: TransactionKinds,
  log: FastifyBaseLogger,
) {
  let timer: NodeJS.Timeout | undefined;
  const queue = createReconciliationRepository(db);
  return {
    async runOnce(now = new Date()): Promise<number> {
      const overdue = (tx: TransactionRow) =>
        now.getTime() - tx.created_at.getTime() >= RECONCILE_AFTER_MS;
      let settled = 0;
      for await (const tx of this.stale(now)) {
        try {
          const outcome = await query(tx);
          const result = await settlement.settleById(tx.id, outcome);
          if (result && result.status !== 'PENDING') settled += 1;
          else if (overdue(tx)) await queue.open(tx.id, 'STILL_PENDING');
        } catch (error) {
          log.warn({ err: error, transactionId: tx.id }, 'status query failed; will ask again');
          if (overdue(tx)) await queue.open(tx.id, 'NO_ANSWER');
        }
      }
      // A paid purchase whose own work never finished (airtime lines with no final word) is
      // not the provider's to answer: after the deadline a person decides it.
      const unfinished = await createTransactionRepository(db).paidButUnfinishedBefore(
        new Date(now.getTime() - RECONCILE_AFTER_MS),
        kinds.typesPendingAfterPayment(),
      );
      for (const tx of unfinished) await queue.open(tx.id, 'STILL_PENDING');
      return settled;
    },
    /**
     * Every transaction stale at `now`, oldest first, in batches read by key: ones the provider
     * keeps calling pending never crowd newer ones out of a round.
     */
    async *stale(now: Date) {
      const transactions = createTransactionRepository(db);
      const cutOff = new Date(now.getTime() - STALE_AFTER_MS);
      let after: { createdAt: Date; id: string } | undefined;
      for (let seen = 0; seen < MAX_PER_ROUND; seen += BATCH) {
        const batch = await transactions.pendingBefore(
          cutOff,
          BATCH,
          kinds.typesPendingAfterPayment(),
          after,
        );
        yield* batch;
        const last = batch.at(-1);
        if (!last || batch.length < BATCH) return;
        after = { createdAt: last.created_at, id: last.id };
      }
    },

    start(intervalMs = 30_000) {
      timer ??= setInterval(() => {
        this.runOnce().catch((error: unknown) => log.error({ err: error }, 'sweeper failed'));
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

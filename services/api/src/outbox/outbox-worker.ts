import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { MainDatabase } from '../db/schema';
import { createOutboxRepository } from './outbox-repository';
import type { Transport } from './transports';

const MAX_ATTEMPTS = 8;
const BATCH = 20;

/**
 * Polls the outbox and delivers what is due. Claiming with SKIP LOCKED inside a transaction lets
 * every replica run a worker without sending a message twice.
 */
export function createOutboxWorker(
  db: Kysely<MainDatabase>,
  transport: Transport,
  log: FastifyBaseLogger,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function deliverDue(): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const outbox = createOutboxRepository(trx);
      const due = await outbox.claimDue(BATCH);
      for (const message of due) {
        try {
          await transport.deliver(message);
          await outbox.markSent(message.id);
        } catch (error) {
          const attempts = message.attempts + 1;
          const retryAt =
            attempts < MAX_ATTEMPTS ? new Date(Date.now() + 2 ** attempts * 1000) : null;
          log.warn({ messageId: message.id, attempts, err: error }, 'message delivery failed');
          await outbox.markFailed(
            message.id,
            error instanceof Error ? error.message : String(error),
            retryAt,
          );
        }
      }
      return due.length;
    });
  }

  return {
    /** Delivers everything due now; tests call it instead of waiting for the timer. */
    async runOnce(): Promise<number> {
      running ??= deliverDue().finally(() => (running = undefined));
      return running;
    },
    start(intervalMs = 1000) {
      timer ??= setInterval(() => {
        this.runOnce().catch((error: unknown) => log.error({ err: error }, 'outbox worker failed'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

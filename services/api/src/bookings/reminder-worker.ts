import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { MainDatabase } from '../db/schema';
import { createOutboxRepository } from '../outbox/outbox-module';
import { bookingMessages } from './booking-messages';
import { contactOf } from './booking-contact';
import { createBookingRepository } from './booking-repository';
import { createJobRepository } from './job-repository';

export const REMINDER_JOB = 'BOOKING_REMINDER';
export const reminderKey = (bookingId: string) => `booking-reminder:${bookingId}`;

const MAX_ATTEMPTS = 5;
const BATCH = 20;

/**
 * Sends due booking reminders. Each job is claimed (SKIP LOCKED), its messages written to the
 * outbox and the job marked DONE in one transaction, so a reminder is written exactly once
 * whatever the replicas, retries or restarts.
 */
export function createReminderWorker(db: Kysely<MainDatabase>, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  /** Handles one due job; false when none is due. */
  async function runOne(now: Date): Promise<boolean> {
    let claimed: { id: string; attempts: number } | undefined;
    try {
      return await db.transaction().execute(async (trx) => {
        const job = await createJobRepository(trx).claimDue([REMINDER_JOB], now);
        if (!job) return false;
        claimed = job;
        const { bookingId, organisationId } = job.payload as {
          bookingId: string;
          organisationId: string;
        };
        const booking = await createBookingRepository(trx).find(
          { organisationId, memberId: null },
          bookingId,
        );
        // A booking no longer confirmed or already begun needs no reminder.
        if (booking?.status === 'CONFIRMED' && booking.starts_at > now) {
          const outbox = createOutboxRepository(trx);
          for (const message of bookingMessages('REMINDER', contactOf(booking))) {
            await outbox.add(message);
          }
        }
        await createJobRepository(trx).done(job.id);
        return true;
      });
    } catch (error) {
      if (!claimed) throw error;
      const attempts = claimed.attempts + 1;
      const retryAt =
        attempts < MAX_ATTEMPTS ? new Date(Date.now() + 2 ** attempts * 60_000) : null;
      log.warn({ jobId: claimed.id, attempts, err: error }, 'booking reminder failed');
      await createJobRepository(db).failed(
        claimed.id,
        error instanceof Error ? error.message : String(error),
        retryAt,
      );
      return true;
    }
  }

  async function runDue(now: Date): Promise<number> {
    let handled = 0;
    while (handled < BATCH && (await runOne(now))) handled += 1;
    return handled;
  }

  return {
    /** Sends what is due at `now`; tests call it instead of waiting for the timer. */
    async runOnce(now = new Date()): Promise<number> {
      running ??= runDue(now).finally(() => (running = undefined));
      return running;
    },
    start(intervalMs = 30_000) {
      timer ??= setInterval(() => {
        this.runOnce().catch((error: unknown) =>
          log.error({ err: error }, 'reminder worker failed'),
        );
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

export type ReminderWorker = ReturnType<typeof createReminderWorker>;

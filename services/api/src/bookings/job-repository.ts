import { sql, type Kysely } from 'kysely';
import type { MainDatabase } from '../db/schema';

/** How long a claimed job is kept from other workers while one handles it. */
const LEASE_SECONDS = 300;

/** The `jobs` queue: delayed work, claimed with FOR UPDATE SKIP LOCKED. */
export function createJobRepository(db: Kysely<MainDatabase>) {
  return {
    /** Schedules a job under a unique key; scheduling the same key again moves it. */
    async schedule(kind: string, key: string, runAt: Date, payload: Record<string, unknown>) {
      await db
        .insertInto('jobs')
        .values({ kind, key, run_at: runAt, payload: JSON.stringify(payload) })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            run_at: runAt,
            payload: JSON.stringify(payload),
            status: 'PENDING',
            attempts: 0,
            locked_until: null,
            updated_at: new Date(),
          }),
        )
        .execute();
    },

    /** Drops a job that has not run yet. */
    async cancel(key: string) {
      await db
        .updateTable('jobs')
        .set({ status: 'CANCELLED', updated_at: new Date() })
        .where('key', '=', key)
        .where('status', '=', 'PENDING')
        .execute();
    },

    /** One due job of `kinds`, locked and leased to the caller's transaction. */
    async claimDue(kinds: string[], now: Date) {
      const job = await db
        .selectFrom('jobs')
        .selectAll()
        .where('status', '=', 'PENDING')
        .where('kind', 'in', kinds)
        .where('run_at', '<=', now)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
        .orderBy('run_at')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!job) return undefined;
      await db
        .updateTable('jobs')
        .set({
          locked_until: sql<Date>`now() + make_interval(secs => ${LEASE_SECONDS})`,
          attempts: (eb) => eb('attempts', '+', 1),
        })
        .where('id', '=', job.id)
        .execute();
      return job;
    },

    async done(id: string) {
      await db
        .updateTable('jobs')
        .set({ status: 'DONE', locked_until: null, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },

    /** After a failure: again later, or FAILED for good once attempts run out. */
    async failed(id: string, error: string, retryAt: Date | null) {
      await db
        .updateTable('jobs')
        .set({
          status: retryAt ? 'PENDING' : 'FAILED',
          run_at: retryAt ?? new Date(),
          last_error: error.slice(0, 500),
          locked_until: null,
          // The claim's own count was rolled back with the failed attempt.
          attempts: (eb) => eb('attempts', '+', 1),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
    },
  };
}

import type { Kysely } from 'kysely';
import type { MainDatabase } from '../db/schema';

export interface StoredResponse {
  statusCode: number;
  body: unknown;
}

export type Claim =
  | { state: 'claimed' }
  | { state: 'other-request' }
  | { state: 'running' }
  | { state: 'answered'; response: StoredResponse };

/** The key store: one row per (user, key), claimed before the request runs. */
export function createIdempotencyRepository(db: Kysely<MainDatabase>) {
  return {
    /**
     * Claims the key in its own committed statement, so a parallel duplicate sees the claim and
     * waits its turn instead of moving money too.
     */
    async claim(userId: string, key: string, requestHash: string): Promise<Claim> {
      const claimed = await db
        .insertInto('idempotency_keys')
        .values({ user_id: userId, key, request_hash: requestHash })
        .onConflict((oc) => oc.doNothing())
        .returning('key')
        .executeTakeFirst();
      if (claimed) return { state: 'claimed' };
      const existing = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      if (existing.request_hash !== requestHash) return { state: 'other-request' };
      if (existing.status_code === null) return { state: 'running' };
      return {
        state: 'answered',
        response: { statusCode: existing.status_code, body: existing.response },
      };
    },

    async remember(userId: string, key: string, response: StoredResponse) {
      await db
        .updateTable('idempotency_keys')
        .set({ status_code: response.statusCode, response: JSON.stringify(response.body) })
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .execute();
    },

    async release(userId: string, key: string) {
      await db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .execute();
    },
  };
}

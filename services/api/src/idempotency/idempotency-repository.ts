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

/** Who used a key, for which operation (`METHOD /route/pattern`). */
export interface KeyOwner {
  userId: string;
  operation: string;
  key: string;
}

/** The key store: one row per (user, operation, key), claimed before the request runs. */
export function createIdempotencyRepository(db: Kysely<MainDatabase>) {
  const find = (owner: KeyOwner) =>
    db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('user_id', '=', owner.userId)
      .where('operation', '=', owner.operation)
      .where('key', '=', owner.key);

  return {
    /**
     * Claims the key in its own committed statement, so a parallel duplicate sees the claim and
     * waits its turn instead of moving money too.
     */
    async claim(owner: KeyOwner, requestHash: string): Promise<Claim> {
      const claimed = await db
        .insertInto('idempotency_keys')
        .values({
          user_id: owner.userId,
          operation: owner.operation,
          key: owner.key,
          request_hash: requestHash,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('key')
        .executeTakeFirst();
      if (claimed) return { state: 'claimed' };
      const existing = await find(owner).executeTakeFirstOrThrow();
      if (existing.request_hash !== requestHash) return { state: 'other-request' };
      if (existing.status_code === null) return { state: 'running' };
      return {
        state: 'answered',
        response: { statusCode: existing.status_code, body: existing.response },
      };
    },

    async remember(owner: KeyOwner, response: StoredResponse) {
      await db
        .updateTable('idempotency_keys')
        .set({ status_code: response.statusCode, response: JSON.stringify(response.body) })
        .where('user_id', '=', owner.userId)
        .where('operation', '=', owner.operation)
        .where('key', '=', owner.key)
        .execute();
    },

    async release(owner: KeyOwner) {
      await db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', owner.userId)
        .where('operation', '=', owner.operation)
        .where('key', '=', owner.key)
        .execute();
    },
  };
}

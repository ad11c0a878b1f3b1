import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { MainDatabase } from '../db/schema';

export interface StoredResponse {
  statusCode: number;
  body: unknown;
}

export type Claim =
  | { state: 'claimed'; claimId: string }
  | { state: 'other-request' }
  | { state: 'running' }
  | { state: 'interrupted'; resourceId: string }
  | { state: 'answered'; response: StoredResponse };

/** Who used a key, for which operation (`METHOD /route/pattern`). */
export interface KeyOwner {
  userId: string;
  operation: string;
  key: string;
}

/** A claim held by one request: a takeover gives the key a new claim id. */
export interface HeldClaim extends KeyOwner {
  claimId: string;
}

/**
 * The key store: one row per (user, operation, key), claimed before the request runs. A claim
 * unanswered after `deadlineMs` belongs to a request that died: taken over when it created
 * nothing, otherwise answered from what it created.
 */
export function createIdempotencyRepository(db: Kysely<MainDatabase>, deadlineMs: number) {
  const owned = (owner: KeyOwner) =>
    db
      .updateTable('idempotency_keys')
      .where('user_id', '=', owner.userId)
      .where('operation', '=', owner.operation)
      .where('key', '=', owner.key);

  async function takeOver(owner: KeyOwner, staleClaimId: string): Promise<Claim> {
    const claimId = randomUUID();
    // Only one retry wins the takeover: the others see the new claim and wait.
    const taken = await owned(owner)
      .set({ claim_id: claimId, claimed_at: sql<Date>`clock_timestamp()` })
      .where('claim_id', '=', staleClaimId)
      .where('resource_id', 'is', null)
      .where('status_code', 'is', null)
      .executeTakeFirst();
    return taken.numUpdatedRows === 1n ? { state: 'claimed', claimId } : { state: 'running' };
  }

  return {
    /**
     * Claims the key in its own committed statement, so a parallel duplicate sees the claim and
     * waits its turn instead of moving money too.
     */
    async claim(owner: KeyOwner, requestHash: string): Promise<Claim> {
      const claimId = randomUUID();
      const claimed = await db
        .insertInto('idempotency_keys')
        .values({
          user_id: owner.userId,
          operation: owner.operation,
          key: owner.key,
          request_hash: requestHash,
          claim_id: claimId,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('key')
        .executeTakeFirst();
      if (claimed) return { state: 'claimed', claimId };
      const existing = await db
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status_code', 'response', 'claim_id', 'resource_id'])
        .select(
          sql<boolean>`claimed_at < clock_timestamp() - ${`${deadlineMs} milliseconds`}::interval`.as(
            'stale',
          ),
        )
        .where('user_id', '=', owner.userId)
        .where('operation', '=', owner.operation)
        .where('key', '=', owner.key)
        .executeTakeFirstOrThrow();
      if (existing.request_hash !== requestHash) return { state: 'other-request' };
      if (existing.status_code !== null) {
        return {
          state: 'answered',
          response: { statusCode: existing.status_code, body: existing.response },
        };
      }
      if (!existing.stale) return { state: 'running' };
      if (existing.resource_id !== null)
        return { state: 'interrupted', resourceId: existing.resource_id };
      return takeOver(owner, existing.claim_id);
    },

    /**
     * Records what the request created; on a repository made on the transaction that creates
     * it, so both commit or neither does. Refuses when the
     * claim was taken over, so a request that outlived its deadline rolls its money back.
     */
    async link(claim: HeldClaim, resourceId: string) {
      const linked = await owned(claim)
        .set({ resource_id: resourceId })
        .where('claim_id', '=', claim.claimId)
        .where('status_code', 'is', null)
        .executeTakeFirst();
      return linked.numUpdatedRows === 1n;
    },

    async remember(claim: HeldClaim, response: StoredResponse) {
      await owned(claim)
        .set({ status_code: response.statusCode, response: JSON.stringify(response.body) })
        .where('claim_id', '=', claim.claimId)
        .execute();
    },

    /**
     * A request that failed on our side: an unlinked key is freed for a retry; a linked one is
     * marked over at once (claimed at the epoch), so the next retry is answered from what it
     * created instead of waiting out the deadline.
     */
    async release(claim: HeldClaim) {
      await db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', claim.userId)
        .where('operation', '=', claim.operation)
        .where('key', '=', claim.key)
        .where('claim_id', '=', claim.claimId)
        .where('resource_id', 'is', null)
        .execute();
      await owned(claim)
        .set({ claimed_at: new Date(0) })
        .where('claim_id', '=', claim.claimId)
        .where('status_code', 'is', null)
        .execute();
    },
  };
}

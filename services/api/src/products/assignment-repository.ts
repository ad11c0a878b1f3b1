import type { Kysely } from 'kysely';
import type { MainDatabase } from '../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which agent sells which of the organisation's products. */
export function createAssignmentRepository(db: Kysely<MainDatabase>) {
  return {
    /** Assigning a product the person already holds changes nothing (idempotent). */
    async assign(organisationId: string, userId: string, productIds: string[]) {
      if (productIds.length === 0) return;
      await db
        .insertInto('product_assignments')
        .values(
          productIds.map((productId) => ({
            organisation_id: organisationId,
            user_id: userId,
            product_id: productId,
          })),
        )
        .onConflict((oc) => oc.columns(['product_id', 'user_id']).doNothing())
        .execute();
    },

    async unassign(organisationId: string, userId: string, productIds: string[]) {
      if (productIds.length === 0) return;
      await db
        .deleteFrom('product_assignments')
        .where('organisation_id', '=', organisationId)
        .where('user_id', '=', userId)
        .where('product_id', 'in', productIds)
        .execute();
    },

    /** A malformed id holds nothing; PostgreSQL would refuse to compare it. */
    async isAssigned(userId: string, productId: string) {
      if (!UUID.test(userId) || !UUID.test(productId)) return false;
      const row = await db
        .selectFrom('product_assignments')
        .select('product_id')
        .where('user_id', '=', userId)
        .where('product_id', '=', productId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

import type { Kysely } from 'kysely';
import type { AirtimeGroup, AirtimeGroupListQuery } from '@pamoja/contract/airtime';
import { toMajorUnits } from '@pamoja/contract/money';
import { containsPattern, fetchPage } from '@pamoja/server-kit/pagination';
import type { MainDatabase } from '../db/schema';

function groups(db: Kysely<MainDatabase>, userId: string) {
  return db
    .selectFrom('airtime_groups')
    .select((eb) => [
      'airtime_groups.id',
      'airtime_groups.name',
      'airtime_groups.description',
      'airtime_groups.created_at',
      'airtime_groups.updated_at',
      eb
        .selectFrom('airtime_group_members as m')
        .select((sub) => sub.fn.countAll<string | bigint>().as('n'))
        .whereRef('m.group_id', '=', 'airtime_groups.id')
        .as('member_count'),
      eb
        .selectFrom('airtime_group_members as m')
        .select((sub) => sub.fn.sum<string | bigint | null>('m.amount').as('total'))
        .whereRef('m.group_id', '=', 'airtime_groups.id')
        .as('total_amount'),
    ])
    .where('airtime_groups.user_id', '=', userId);
}

type Row = Awaited<ReturnType<ReturnType<typeof groups>['executeTakeFirstOrThrow']>>;

const toGroup = (row: Row): AirtimeGroup => ({
  id: row.id,
  name: row.name,
  description: row.description,
  memberCount: Number(row.member_count ?? 0),
  totalAmount: toMajorUnits(BigInt(row.total_amount ?? 0)),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export interface AirtimeGroupFields {
  name?: string | undefined;
  description?: string | null | undefined;
}

/** A person's airtime groups. Every query filters by the owner: another's id reads as absent. */
export function createAirtimeGroupRepository(db: Kysely<MainDatabase>) {
  return {
    async list(userId: string, query: AirtimeGroupListQuery) {
      let q = groups(db, userId);
      if (query.keyword) {
        q = q.where('airtime_groups.name', 'ilike', containsPattern(query.keyword));
      }
      const page = await fetchPage(
        q.orderBy('airtime_groups.created_at', 'desc').orderBy('airtime_groups.id'),
        query,
      );
      return { items: page.rows.map(toGroup), total: page.total };
    },

    async find(userId: string, id: string): Promise<AirtimeGroup | undefined> {
      const row = await groups(db, userId).where('airtime_groups.id', '=', id).executeTakeFirst();
      return row && toGroup(row);
    },

    /** Locks the group row so imports and purchases of one group take turns. */
    async lockOwned(userId: string, id: string): Promise<boolean> {
      const row = await db
        .selectFrom('airtime_groups')
        .select('id')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      return row !== undefined;
    },

    async create(userId: string, fields: { name: string; description: string | null }) {
      const row = await db
        .insertInto('airtime_groups')
        .values({ user_id: userId, ...fields })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Whether an own group was changed (false: no such group of this owner). */
    async update(userId: string, id: string, fields: AirtimeGroupFields): Promise<boolean> {
      const result = await db
        .updateTable('airtime_groups')
        .set({ ...fields, updated_at: new Date() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Members go with the group; past purchases keep their own copy of each line. */
    async delete(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('airtime_groups')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type AirtimeGroupRepository = ReturnType<typeof createAirtimeGroupRepository>;

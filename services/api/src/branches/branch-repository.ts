import type { Kysely } from 'kysely';
import type { Branch, BranchListQuery } from '@pamoja/contract/branches';
import { containsPattern, fetchPage } from '@pamoja/server-kit/pagination';
import type { MainDatabase } from '../db/schema';

function branches(db: Kysely<MainDatabase>, organisationId: string) {
  return db
    .selectFrom('branches')
    .select((eb) => [
      'branches.id',
      'branches.name',
      'branches.address',
      'branches.created_at',
      'branches.updated_at',
      eb
        .selectFrom('staff_locations as counted')
        .select((sub) => sub.fn.countAll<string | bigint>().as('n'))
        .whereRef('counted.branch_id', '=', 'branches.id')
        .as('location_count'),
    ])
    .where('branches.organisation_id', '=', organisationId);
}

type Row = Awaited<ReturnType<ReturnType<typeof branches>['executeTakeFirstOrThrow']>>;

const toBranch = (row: Row): Branch => ({
  id: row.id,
  name: row.name,
  address: row.address,
  staffLocationCount: Number(row.location_count ?? 0),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** Branches of one organisation; every query filters by it. */
export function createBranchRepository(db: Kysely<MainDatabase>) {
  return {
    async list(organisationId: string, query: BranchListQuery) {
      let q = branches(db, organisationId);
      if (query.search) {
        const pattern = containsPattern(query.search);
        q = q.where((eb) =>
          eb.or([eb('branches.name', 'ilike', pattern), eb('branches.address', 'ilike', pattern)]),
        );
      }
      const page = await fetchPage(q.orderBy('branches.name').orderBy('branches.id'), query);
      return { items: page.rows.map(toBranch), total: page.total };
    },

    async find(organisationId: string, id: string): Promise<Branch | undefined> {
      const row = await branches(db, organisationId)
        .where('branches.id', '=', id)
        .executeTakeFirst();
      return row && toBranch(row);
    },

    create(organisationId: string, input: { name: string; address: string | null }) {
      return db
        .insertInto('branches')
        .values({ organisation_id: organisationId, ...input })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    async update(
      organisationId: string,
      id: string,
      changes: { name?: string; address?: string | null },
    ) {
      const result = await db
        .updateTable('branches')
        .set({ ...changes, updated_at: new Date() })
        .where('organisation_id', '=', organisationId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async remove(organisationId: string, id: string) {
      const result = await db
        .deleteFrom('branches')
        .where('organisation_id', '=', organisationId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Staff working at the branch (its staff locations are counted on the branch itself). */
    async staffCount(organisationId: string, id: string): Promise<number> {
      const row = await db
        .selectFrom('staff')
        .select((eb) => eb.fn.countAll<string | bigint>().as('n'))
        .where('organisation_id', '=', organisationId)
        .where('branch_id', '=', id)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}

export type BranchRepository = ReturnType<typeof createBranchRepository>;

import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Organisation, OrganisationListQuery } from '@pamoja/contract/organisations';
import type { Role } from '@pamoja/contract/roles';
import { containsPattern, fetchPage } from '@pamoja/server-kit/pagination';
import type { MainDatabase } from '../db/schema';

type OrganisationScope = ExpressionBuilder<MainDatabase, 'organisations'>;

const memberCount = (eb: OrganisationScope) =>
  eb
    .selectFrom('memberships as counted')
    .select((sub) => sub.fn.countAll<string | bigint>().as('n'))
    .whereRef('counted.organisation_id', '=', 'organisations.id')
    .as('member_count');

/**
 * Live organisations (deleted ones are invisible here) with the caller's roles in each; `null`
 * roles: the caller does not belong to it.
 */
function withCallerRoles(db: Kysely<MainDatabase>, userId: string) {
  return db
    .selectFrom('organisations')
    .leftJoin('memberships', (join) =>
      join
        .onRef('memberships.organisation_id', '=', 'organisations.id')
        .on('memberships.user_id', '=', userId),
    )
    .select((eb) => [
      'organisations.id',
      'organisations.name',
      'organisations.description',
      'organisations.created_at',
      'organisations.updated_at',
      'memberships.roles',
      memberCount(eb),
    ])
    .where('organisations.deleted_at', 'is', null);
}

type Row = Awaited<ReturnType<ReturnType<typeof withCallerRoles>['executeTakeFirstOrThrow']>>;

export interface OrganisationWithRoles extends Organisation {
  /** Whether the caller belongs to it at all (a SUPER_ADMIN may see one they do not). */
  isMember: boolean;
}

const toOrganisation = (row: Row): OrganisationWithRoles => ({
  id: row.id,
  name: row.name,
  description: row.description,
  roles: (row.roles ?? []) as Role[],
  isMember: row.roles !== null,
  memberCount: Number(row.member_count ?? 0),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** Organisations and who belongs to them with which roles. */
export function createOrganisationRepository(db: Kysely<MainDatabase>) {
  return {
    create(name: string, createdBy: string | null, description: string | null = null) {
      return db
        .insertInto('organisations')
        .values({ name, created_by: createdBy, description })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
    },

    findByName(name: string) {
      return db
        .selectFrom('organisations')
        .select(['id', 'name'])
        .where('name', '=', name)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async setMembership(organisationId: string, userId: string, roles: Role[]) {
      await db
        .insertInto('memberships')
        .values({ organisation_id: organisationId, user_id: userId, roles })
        .onConflict((oc) => oc.columns(['organisation_id', 'user_id']).doUpdateSet({ roles }))
        .execute();
    },

    /** A live organisation with the caller's roles in it. */
    async findForUser(id: string, userId: string): Promise<OrganisationWithRoles | undefined> {
      const row = await withCallerRoles(db, userId)
        .where('organisations.id', '=', id)
        .executeTakeFirst();
      return row && toOrganisation(row);
    },

    /** The caller's organisations, or with `everyone` all live ones (platform view). */
    async list(userId: string, query: OrganisationListQuery, everyone: boolean) {
      let q = withCallerRoles(db, userId);
      if (!everyone) q = q.where('memberships.user_id', '=', userId);
      if (query.search) q = q.where('organisations.name', 'ilike', containsPattern(query.search));
      const page = await fetchPage(
        q.orderBy('organisations.name').orderBy('organisations.id'),
        query,
      );
      return { items: page.rows.map(toOrganisation), total: page.total };
    },

    async update(id: string, changes: { name?: string; description?: string | null }) {
      await db
        .updateTable('organisations')
        .set({ ...changes, updated_at: new Date() })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .execute();
    },

    /** Soft delete: every row stays, but the organisation is no longer found anywhere. */
    async softDelete(id: string) {
      await db
        .updateTable('organisations')
        .set({ deleted_at: new Date(), updated_at: new Date() })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .execute();
    },

    findLive(id: string) {
      return db
        .selectFrom('organisations')
        .select(['id', 'name'])
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    /** Serialises membership changes of one organisation (the last-admin rule counts admins). */
    lockLive(id: string) {
      return db
        .selectFrom('organisations')
        .select(['id', 'name'])
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
    },
  };
}

export type OrganisationRepository = ReturnType<typeof createOrganisationRepository>;

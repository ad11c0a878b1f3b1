import { sql, type Kysely } from 'kysely';
import type { Member, MemberListQuery } from '@pamoja/contract/organisations';
import type { Role } from '@pamoja/contract/roles';
import { fetchPage } from '@pamoja/server-kit/pagination';
import type { MainDatabase } from '../db/schema';
import { personMatches } from './person-search-repository';

function members(db: Kysely<MainDatabase>, organisationId: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.phone_number',
      'users.status',
      'memberships.roles',
      'memberships.created_at',
    ])
    .where('memberships.organisation_id', '=', organisationId);
}

type Row = Awaited<ReturnType<ReturnType<typeof members>['executeTakeFirstOrThrow']>>;

const toMember = (row: Row): Member => ({
  userId: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  fullName: `${row.first_name} ${row.last_name}`,
  email: row.email,
  phoneNumber: row.phone_number,
  status: row.status,
  roles: row.roles as Role[],
  joinedAt: row.created_at.toISOString(),
});

/** Who belongs to one organisation. Every query is scoped by the organisation's id. */
export function createMembershipRepository(db: Kysely<MainDatabase>) {
  return {
    async list(organisationId: string, query: MemberListQuery) {
      let q = members(db, organisationId);
      if (query.search) q = q.where(personMatches(query.search));
      if (query.role) q = q.where(sql<boolean>`${query.role} = any(memberships.roles)`);
      const page = await fetchPage(
        q.orderBy('users.first_name').orderBy('users.last_name').orderBy('users.id'),
        query,
      );
      return { items: page.rows.map(toMember), total: page.total };
    },

    async find(organisationId: string, userId: string): Promise<Member | undefined> {
      const row = await members(db, organisationId)
        .where('memberships.user_id', '=', userId)
        .executeTakeFirst();
      return row && toMember(row);
    },

    async add(organisationId: string, userId: string, roles: Role[]) {
      await db
        .insertInto('memberships')
        .values({ organisation_id: organisationId, user_id: userId, roles })
        .execute();
    },

    async setRoles(organisationId: string, userId: string, roles: Role[]) {
      await db
        .updateTable('memberships')
        .set({ roles })
        .where('organisation_id', '=', organisationId)
        .where('user_id', '=', userId)
        .execute();
    },

    /** Ends a membership; the person's team places and staff record go with it (cascade). */
    async remove(organisationId: string, userId: string) {
      await db
        .deleteFrom('memberships')
        .where('organisation_id', '=', organisationId)
        .where('user_id', '=', userId)
        .execute();
    },

    /** The organisation's admins who can be reached (active accounts), for forwarding. */
    admins(organisationId: string) {
      return db
        .selectFrom('memberships')
        .innerJoin('users', 'users.id', 'memberships.user_id')
        .select(['users.id', 'users.first_name', 'users.email', 'users.phone_number'])
        .where('memberships.organisation_id', '=', organisationId)
        .where(sql<boolean>`'ADMIN' = any(memberships.roles)`)
        .where('users.status', '=', 'ACTIVE')
        .orderBy('users.id')
        .execute();
    },

    async adminCount(organisationId: string): Promise<number> {
      const row = await db
        .selectFrom('memberships')
        .select((eb) => eb.fn.countAll<string | bigint>().as('n'))
        .where('organisation_id', '=', organisationId)
        .where(sql<boolean>`'ADMIN' = any(memberships.roles)`)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}

export type MembershipRepository = ReturnType<typeof createMembershipRepository>;

import { sql, type Kysely } from 'kysely';
import type { Role } from '@pamoja/contract/roles';
import type { UserStatus } from '@pamoja/contract/user-directory';
import { containsPattern, fetchPage } from '@pamoja/server-kit/pagination';
import type { MainDatabase } from '../db/schema';

export interface DirectoryFilters {
  search?: string;
  role?: Role;
  status?: UserStatus;
  /** Only members of this organisation; their roles there. */
  organisationId?: string;
  /** One person (the answer to a suspension). */
  userId?: string;
}

/** The people of the platform, or of one organisation, with their roles and last sign-in. */
export function createUserDirectoryRepository(db: Kysely<MainDatabase>) {
  return {
    async page(filters: DirectoryFilters, page: { page: number; limit: number }) {
      let query = db
        .selectFrom('users')
        .select([
          'users.id',
          'users.first_name',
          'users.last_name',
          'users.email',
          'users.phone_number',
          'users.status',
          'users.platform_role',
          'users.last_sign_in_at',
          'users.created_at',
        ]);
      const { organisationId, role, search, status } = filters;
      if (organisationId || (role && role !== 'SUPER_ADMIN')) {
        query = query.where(({ exists, selectFrom }) => {
          let membership = selectFrom('memberships')
            .select(sql`1`.as('one'))
            .whereRef('memberships.user_id', '=', 'users.id');
          if (organisationId)
            membership = membership.where('memberships.organisation_id', '=', organisationId);
          if (role && role !== 'SUPER_ADMIN')
            membership = membership.where(sql<boolean>`${role} = any(memberships.roles)`);
          return exists(membership);
        });
      }
      if (role === 'SUPER_ADMIN') query = query.where('users.platform_role', '=', 'SUPER_ADMIN');
      if (status) query = query.where('users.status', '=', status);
      if (filters.userId) query = query.where('users.id', '=', filters.userId);
      if (search) {
        const pattern = containsPattern(search);
        query = query.where((eb) =>
          eb.or([
            eb(sql<string>`users.first_name || ' ' || users.last_name`, 'ilike', pattern),
            eb('users.email', 'ilike', pattern),
            eb('users.phone_number', 'ilike', pattern),
          ]),
        );
      }
      return fetchPage(query.orderBy('users.created_at', 'desc').orderBy('users.id'), page);
    },

    /** The organisations (and roles there) of these people; one organisation's when given. */
    memberships(userIds: string[], organisationId?: string) {
      if (userIds.length === 0) return Promise.resolve([]);
      let query = db
        .selectFrom('memberships')
        .innerJoin('organisations', 'organisations.id', 'memberships.organisation_id')
        .select([
          'memberships.user_id',
          'organisations.id',
          'organisations.name',
          'memberships.roles',
        ])
        .where('memberships.user_id', 'in', userIds)
        .where('organisations.deleted_at', 'is', null)
        .orderBy('organisations.name');
      if (organisationId) query = query.where('organisations.id', '=', organisationId);
      return query.execute();
    },

    async organisationExists(organisationId: string) {
      const row = await db
        .selectFrom('organisations')
        .select('id')
        .where('id', '=', organisationId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    findStatus(userId: string) {
      return db
        .selectFrom('users')
        .select(['id', 'status'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    /** Sets the status and writes the audit event, in the caller's transaction. */
    async setStatus(
      userId: string,
      status: UserStatus,
      event: {
        actorId: string;
        action: 'SUSPENDED' | 'REACTIVATED';
        reason: string | null;
        requestId: string;
      },
    ) {
      await db
        .updateTable('users')
        .set({ status, updated_at: new Date() })
        .where('id', '=', userId)
        .execute();
      await db
        .insertInto('user_events')
        .values({
          user_id: userId,
          actor_id: event.actorId,
          action: event.action,
          reason: event.reason,
          request_id: event.requestId,
        })
        .execute();
    },

    events(userId: string) {
      return db
        .selectFrom('user_events')
        .leftJoin('users as actor', 'actor.id', 'user_events.actor_id')
        .select([
          'user_events.id',
          'user_events.action',
          'user_events.reason',
          'user_events.actor_id',
          sql<string | null>`actor.first_name || ' ' || actor.last_name`.as('actor_name'),
          'user_events.created_at',
        ])
        .where('user_events.user_id', '=', userId)
        .orderBy('user_events.created_at', 'desc')
        .execute();
    },
  };
}

import { sql, type Kysely } from 'kysely';
import type { Role } from '@pamoja/contract/roles';
import type { MainDatabase } from '../db/schema';

/**
 * The guard's two questions in one round trip, asked by every protected request: is the
 * session's family still live (logout and password reset revoke it), and does the caller hold
 * the role in the named organisation (not deleted).
 */
export function createAccessRepository(db: Kysely<MainDatabase>) {
  return {
    async access(
      caller: { sessionId: string; userId: string; role: Role },
      organisationId: string | null,
    ) {
      const row = await db
        .selectNoFrom((eb) => [
          eb
            .exists(
              eb
                .selectFrom('refresh_tokens')
                .select('id')
                .where('family_id', '=', caller.sessionId)
                .where('revoked_at', 'is', null),
            )
            .as('live'),
          organisationId
            ? eb
                .exists(
                  eb
                    .selectFrom('memberships')
                    .innerJoin('organisations', 'organisations.id', 'memberships.organisation_id')
                    .select('memberships.user_id')
                    .where('memberships.user_id', '=', caller.userId)
                    .where('memberships.organisation_id', '=', organisationId)
                    .where('organisations.deleted_at', 'is', null)
                    .where(sql<boolean>`${caller.role} = any(memberships.roles)`),
                )
                .as('member')
            : sql<boolean>`false`.as('member'),
        ])
        .executeTakeFirstOrThrow();
      return { live: Boolean(row.live), member: Boolean(row.member) };
    },
  };
}

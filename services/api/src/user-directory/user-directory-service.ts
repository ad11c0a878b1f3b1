import type { Role } from '@pamoja/contract/roles';
import type { DirectoryUser, UserEvent, userDirectoryQuery } from '@pamoja/contract/user-directory';
import type { AuthContext } from '@pamoja/server-kit/auth/guard';
import { conflict, forbidden, notFound } from '@pamoja/server-kit/errors';
import type { z } from 'zod';
import type { MainDb } from '../db/schema';
import { createTokenRepository } from '../identity/identity-module';
import { requestOrganisation } from '../organisations/organisations-module';
import { createUserDirectoryRepository } from './user-directory-repository';

type Query = z.output<typeof userDirectoryQuery>;
type Actor = { auth: AuthContext; requestId: string };

/** The directory and suspension (docs/domains/user-directory.md). */
export function createUserDirectoryService(db: MainDb) {
  const directory = createUserDirectoryRepository(db);

  /** A SUPER_ADMIN lists anyone (or one organisation's); an ADMIN only their organisation's. */
  async function scopeOf(auth: AuthContext, asked: string | undefined) {
    if (auth.role === 'SUPER_ADMIN') {
      const organisationId = asked ?? auth.organisationId ?? undefined;
      if (organisationId && !(await directory.organisationExists(organisationId)))
        throw notFound('The organisation');
      return organisationId;
    }
    const own = requestOrganisation(auth);
    if (asked && asked !== own)
      throw forbidden('You can only list the members of your own organisation.', 'NOT_A_MEMBER');
    return own;
  }

  async function changeStatus(
    actor: Actor,
    userId: string,
    to: 'DISABLED' | 'ACTIVE',
    reason: string | null,
  ) {
    if (userId === actor.auth.userId) {
      throw conflict('You cannot suspend or reactivate yourself.', 'OWN_ACCOUNT');
    }
    await db.transaction().execute(async (trx) => {
      const users = createUserDirectoryRepository(trx);
      const user = await users.findStatus(userId);
      if (!user) throw notFound('The user');
      if (to === 'DISABLED' && user.status === 'DISABLED')
        throw conflict('This account is already suspended.', 'ALREADY_SUSPENDED');
      if (to === 'ACTIVE' && user.status !== 'DISABLED')
        throw conflict('Only a suspended account can be reactivated.', 'NOT_SUSPENDED');
      await users.setStatus(userId, to, {
        actorId: actor.auth.userId,
        action: to === 'DISABLED' ? 'SUSPENDED' : 'REACTIVATED',
        reason,
        requestId: actor.requestId,
      });
      // Every session ends at once: the guard checks its family on each request.
      if (to === 'DISABLED') await createTokenRepository(trx).revokeAllForUser(userId);
    });
    const [changed] = (await rowsOf(await directory.page({ userId }, { page: 1, limit: 1 }))).items;
    return changed!;
  }

  async function rowsOf(
    page: Awaited<ReturnType<typeof directory.page>>,
    organisationId?: string,
  ): Promise<{ items: DirectoryUser[]; total: number }> {
    const memberships = await directory.memberships(
      page.rows.map((row) => row.id),
      organisationId,
    );
    return {
      total: page.total,
      items: page.rows.map((row) => {
        const own = memberships.filter((item) => item.user_id === row.id);
        return {
          id: row.id,
          fullName: `${row.first_name} ${row.last_name}`,
          email: row.email,
          phoneNumber: row.phone_number,
          status: row.status,
          platformRole: row.platform_role,
          roles: [...new Set(own.flatMap((item) => item.roles as Role[]))].sort(),
          organisations: own.map((item) => ({ id: item.id, name: item.name })),
          lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
          createdAt: row.created_at.toISOString(),
        };
      }),
    };
  }

  return {
    async list(auth: AuthContext, query: Query) {
      const organisationId = await scopeOf(auth, query.organisation);
      const filters = { ...query, organisationId };
      return rowsOf(await directory.page(filters, query), organisationId);
    },
    suspend: (actor: Actor, userId: string, reason: string) =>
      changeStatus(actor, userId, 'DISABLED', reason),
    reactivate: (actor: Actor, userId: string) => changeStatus(actor, userId, 'ACTIVE', null),
    async events(userId: string): Promise<UserEvent[]> {
      if (!(await directory.findStatus(userId))) throw notFound('The user');
      return (await directory.events(userId)).map((row) => ({
        id: row.id,
        action: row.action,
        reason: row.reason,
        actorId: row.actor_id,
        actorName: row.actor_name,
        createdAt: row.created_at.toISOString(),
      }));
    },
  };
}

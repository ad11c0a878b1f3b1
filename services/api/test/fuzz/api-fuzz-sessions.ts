import type { FastifyInstance } from 'fastify';
import type { Role } from '@pamoja/contract/roles';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { scopeMainDatabase } from '../../src/db/migrate';
import { csrfHeaders } from '../build-test-app';
import { login, PASSWORD } from '../identity-helpers';
import { joinOrganisation, makeSuperAdmin, scoped, switchRole } from '../organisation-helpers';

/** The fuzz's people: who they are and the role each works as. */
export type FuzzCaller = 'member' | 'agent' | 'admin' | 'platform';
const ACTIVE: Record<FuzzCaller, Role> = {
  member: 'MEMBER',
  agent: 'AGENT',
  admin: 'ADMIN',
  platform: 'SUPER_ADMIN',
};
const HELD: Record<Exclude<FuzzCaller, 'platform'>, Role[]> = {
  member: ['MEMBER'],
  agent: ['AGENT', 'MEMBER'],
  admin: ['ADMIN', 'MEMBER'],
};

/**
 * Keeps the fuzz's people signed in as who they are. Valid generated requests sign them out,
 * switch their role, change their roles in the organisation or their e-mail address: that is
 * the service working, but every later operation would then only hear 401 or 403.
 */
export function fuzzSessions(
  app: FastifyInstance,
  organisationId: string,
  people: Record<FuzzCaller, { userId: string; headers: Record<string, string> }>,
) {
  const headers = Object.fromEntries(
    Object.entries(people).map(([caller, person]) => [caller, person.headers]),
  ) as Record<FuzzCaller, Record<string, string>>;

  return {
    headersOf: (caller: string) => headers[caller as FuzzCaller] ?? csrfHeaders,

    async renew() {
      for (const caller of Object.keys(people) as FuzzCaller[]) {
        const { userId } = people[caller];
        if (caller === 'platform') await makeSuperAdmin(userId);
        else await joinOrganisation(organisationId, userId, HELD[caller]);
        const live = await app.inject({ url: '/api/v1/auth/session', headers: headers[caller] });
        if (live.statusCode === 200 && live.json().data.role === ACTIVE[caller]) continue;
        const session = await login(app, await emailOf(userId), PASSWORD);
        const active =
          caller === 'member' ? session : await switchRole(app, session, ACTIVE[caller]);
        headers[caller] = scoped(active, organisationId);
      }
    },
  };
}

/** The address someone signs in with now (a valid `PUT users/me` may have changed it). */
async function emailOf(userId: string) {
  const db = scopeMainDatabase((await sharedTestDatabase()).db);
  const user = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return user.email;
}

import type { FastifyInstance } from 'fastify';
import type { Session } from '@pamoja/contract/auth';
import type { Role } from '@pamoja/contract/roles';
import type { DatabaseHandle } from '@pamoja/server-kit/database';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { scopeMainDatabase } from '../src/db/migrate';
import { createUserRepository } from '../src/identity/user-repository';
import { createOrganisationRepository } from '../src/organisations/organisation-repository';
import { bearer, login, newPerson, PASSWORD, signedInMember } from './identity-helpers';
import { organisationWith } from './organisation-fixture';

/** Headers of a request scoped to one organisation (`x-organization`). */
export const scoped = (session: { accessToken: string }, organisationId: string) => ({
  ...bearer(session),
  'x-organization': organisationId,
});

export async function switchRole(app: FastifyInstance, session: Session, role: Role) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/v1/users/switch-role',
    headers: bearer(session),
    payload: { role },
  });
  if (response.statusCode !== 200) throw new Error(`switch-role failed: ${response.body}`);
  return response.json().data as Session;
}

/** Gives a user roles in an existing organisation, straight in the database. */
export async function joinOrganisation(organisationId: string, userId: string, roles: Role[]) {
  const db = scopeMainDatabase((await sharedTestDatabase()).db);
  await createOrganisationRepository(db).setMembership(organisationId, userId, roles);
}

/** Makes a user a platform SUPER_ADMIN, straight in the database (the shared one unless given). */
export async function makeSuperAdmin(userId: string, database?: DatabaseHandle) {
  const db = scopeMainDatabase((database ?? (await sharedTestDatabase())).db);
  await createUserRepository(db).update(userId, { platform_role: 'SUPER_ADMIN' });
}

/** A new person signed in with SUPER_ADMIN active, on `database` when the app runs on its own. */
export async function signedInSuperAdmin(app: FastifyInstance, database?: DatabaseHandle) {
  const { person, session } = await signedInMember(app);
  await makeSuperAdmin(session.userData.id, database);
  return switchRole(app, await login(app, person.email), 'SUPER_ADMIN');
}

/**
 * A new person working with `role` active in an organisation: a fresh one of their own, or the
 * one given. `headers` scope requests to it.
 */
export async function signedInWithRole(
  app: FastifyInstance,
  role: Role = 'ADMIN',
  existing?: { id: string; name: string },
) {
  const { person, session } = await signedInMember(app);
  const userId = session.userData.id;
  const roles: Role[] = role === 'MEMBER' ? ['MEMBER'] : [role, 'MEMBER'];
  const organisation = existing ?? (await organisationWith([{ userId, roles }]));
  if (existing) await joinOrganisation(existing.id, userId, roles);
  const active = role === 'MEMBER' ? session : await switchRole(app, session, role);
  return {
    person,
    userId,
    organisation,
    session: active,
    headers: scoped(active, organisation.id),
  };
}

export type Actor = Awaited<ReturnType<typeof signedInWithRole>>;

/**
 * Someone without an account: `person` as an admin types them in, `password` what they will
 * choose through the invitation link.
 */
export function newInvitee() {
  const { firstName, lastName, email, phoneNumber } = newPerson();
  return { person: { firstName, lastName, email, phoneNumber }, password: PASSWORD };
}

import { randomUUID } from 'node:crypto';
import type { Role } from '@pamoja/contract/roles';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { scopeMainDatabase } from '../src/db/migrate';
import { createOrganisationRepository } from '../src/organisations/organisation-repository';

/** An organisation of its own for one test, with the given people and roles. */
export async function organisationWith(members: { userId: string; roles: Role[] }[]) {
  const db = scopeMainDatabase((await sharedTestDatabase()).db);
  const organisations = createOrganisationRepository(db);
  const organisation = await organisations.create(`Chama ${randomUUID().slice(0, 8)}`, null);
  for (const member of members)
    await organisations.setMembership(organisation.id, member.userId, member.roles);
  return organisation;
}

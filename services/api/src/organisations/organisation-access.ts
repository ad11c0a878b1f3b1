import type { Kysely } from 'kysely';
import type { AuthContext } from '@pamoja/server-kit/auth/guard';
import { forbidden, notFound } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import {
  createOrganisationRepository,
  type OrganisationWithRoles,
} from './organisation-repository';

/**
 * `organizations/{id}…` routes name their organisation in the path, so the path is checked by the
 * guard's own rule: the caller holds the active role there (a SUPER_ADMIN passes). An organisation
 * the caller does not belong to, or a deleted one, answers 404 like any other foreign id.
 */
export async function organisationInPath(
  db: Kysely<MainDatabase>,
  auth: AuthContext,
  id: string,
): Promise<OrganisationWithRoles> {
  const organisation = await createOrganisationRepository(db).findForUser(id, auth.userId);
  const platform = auth.role === 'SUPER_ADMIN';
  if (!organisation || (!organisation.isMember && !platform)) throw notFound('Organisation');
  if (!platform && !organisation.roles.includes(auth.role)) {
    throw forbidden(
      'You are not a member of this organisation with your current role.',
      'NOT_A_MEMBER',
    );
  }
  return organisation;
}

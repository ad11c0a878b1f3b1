import type { FastifyPluginAsync } from 'fastify';
import { publicUrlOf, type DomainDependencies } from '../identity/identity-module';
import { membersRoutes } from './members-routes';
import { organisationsRoutes } from './organisations-routes';

export { requestOrganisation } from './request-organisation';
export { createMembershipRepository } from './membership-repository';
export { createOrganisationRepository } from './organisation-repository';
export { personMatches } from './person-search-repository';
export { ensureAdminRemains, normaliseRoles } from './membership-rules';
export { findOrInvitePerson, notifyAdded } from './person-invitation';

/** Organisations and their members (the paths keep the spelling `organizations`). */
export const organisationsDomain: FastifyPluginAsync<DomainDependencies> = async (
  app,
  { identity, db, config },
) => {
  await app.register(organisationsRoutes, { identity, db });
  await app.register(membersRoutes, { identity, db, publicUrl: publicUrlOf(config) });
};

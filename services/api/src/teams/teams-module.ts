import type { FastifyPluginAsync } from 'fastify';
import type { DomainDependencies } from '../identity/identity-module';
import { teamMembersRoutes } from './team-members-routes';
import { teamsRoutes } from './teams-routes';

/** Teams of an organisation and their members. */
export const teamsDomain: FastifyPluginAsync<DomainDependencies> = async (
  app,
  { identity, db },
) => {
  await app.register(teamsRoutes, { identity, db });
  await app.register(teamMembersRoutes, { identity, db });
};

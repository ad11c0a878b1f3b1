import type { FastifyPluginAsync } from 'fastify';
import type { DomainDependencies } from '../identity/identity-module';
import { branchesRoutes } from './branches-routes';
import { staffLocationsRoutes } from './staff-locations-routes';

export { createBranchRepository } from './branch-repository';
export { createStaffLocationRepository } from './staff-location-repository';

/** Branches and staff locations of an organisation. */
export const branchesDomain: FastifyPluginAsync<DomainDependencies> = async (
  app,
  { identity, db },
) => {
  await app.register(branchesRoutes, { identity, db });
  await app.register(staffLocationsRoutes, { identity, db });
};

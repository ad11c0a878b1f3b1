import type { FastifyPluginAsync } from 'fastify';
import type { DomainDependencies } from '../identity/identity-module';
import { groupsRoutes } from './groups-routes';

/** Group enquiries (the contact form for groups). */
export const groupsDomain: FastifyPluginAsync<DomainDependencies> = async (
  app,
  { identity, db },
) => {
  await app.register(groupsRoutes, { identity, db });
};

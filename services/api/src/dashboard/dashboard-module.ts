import type { FastifyPluginAsync } from 'fastify';
import type { DomainDependencies } from '../identity/identity-module';
import { dashboardRoutes } from './dashboard-routes';

/** Each role's home figures: a read model over the other domains' tables (docs/domains/dashboard.md). */
export const dashboardDomain: FastifyPluginAsync<DomainDependencies> = async (
  app,
  { identity, db },
) => {
  await app.register(dashboardRoutes, { identity, db });
};

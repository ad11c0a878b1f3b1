import type { FastifyPluginAsync } from 'fastify';
import type { DomainDependencies } from '../identity/identity-module';
import { preferencesRoutes } from './preferences-routes';

/** A member's preferences. */
export const preferencesDomain: FastifyPluginAsync<DomainDependencies> = async (
  app,
  { identity, db },
) => {
  await app.register(preferencesRoutes, { identity, db });
};

import type { FastifyPluginAsync } from 'fastify';
import type { DomainDependencies } from '../identity/identity-module';
import { userDirectoryRoutes } from './user-directory-routes';

/** The platform's people: the directory, suspension and its audit (docs/domains/user-directory.md). */
export const userDirectoryDomain: FastifyPluginAsync<DomainDependencies> = async (
  app,
  { identity, db },
) => {
  await app.register(userDirectoryRoutes, { identity, db });
};

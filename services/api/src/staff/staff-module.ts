import type { FastifyPluginAsync } from 'fastify';
import { publicUrlOf, type DomainDependencies } from '../identity/identity-module';
import { staffRoutes } from './staff-routes';

/** Staff of an organisation, with their branch and location. */
export const staffDomain: FastifyPluginAsync<DomainDependencies> = async (
  app,
  { identity, db, config },
) => {
  await app.register(staffRoutes, { identity, db, publicUrl: publicUrlOf(config) });
};

import type { FastifyPluginAsync } from 'fastify';
import type { DomainDependencies } from '../identity/identity-module';
import { leadsRoutes } from './leads-routes';

export { recordCheckoutLeads, type PaidCheckout } from './checkout-leads';

/** Product leads: consent capture, approval by code, assignment, dispatch (docs/domains/leads.md). */
export const leadsDomain: FastifyPluginAsync<DomainDependencies> = async (
  app,
  { identity, db },
) => {
  await app.register(leadsRoutes, { identity, db });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@pamoja/contract/api-response';
import { facilityListQuery, facilityListResponse } from '@pamoja/contract/facilities';
import { leadListQuery, leadListResponse } from '@pamoja/contract/leads';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import { listResponse } from '@pamoja/server-kit/routes/list-response';
import type { MainDb } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import { createFacilityService } from './facility-service';
import { security, tags } from './lead-route-kit';
import type { LeadService } from './lead-service';

const errors = Object.fromEntries(
  [400, 401, 403, 404].map((status) => [status, errorResponseSchema]),
);

/**
 * The facility picker of health-insurance leads and their list. Static paths: registered before
 * `product-leads/{id}` so neither is read as a lead's id.
 */
export const facilityRoutes: FastifyPluginAsyncZod<{
  identity: IdentityModule;
  db: MainDb;
  leads: LeadService;
}> = async (app, { identity, db, leads }) => {
  const facilities = createFacilityService(db);
  const canRead = identity.guard({ can: ['read', 'Lead'], organisation: 'required' });
  // As the list: a SUPER_ADMIN may name the business with `business` instead of x-organization.
  const readAnyBusiness = identity.guard({ can: ['read', 'Lead'], organisation: 'optional' });

  app.get(
    '/product-leads/facilities',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        operationId: 'listFacilities',
        summary:
          'Kenyan health facilities (KMHFL): name contains `search` or the code starts with it.',
        querystring: facilityListQuery,
        response: { 200: facilityListResponse, ...errors },
      },
    },
    async (request) => listResponse(request.query, await facilities.list(request.query)),
  );

  app.get(
    '/product-leads/health-insurance',
    {
      preHandler: readAnyBusiness,
      schema: {
        tags,
        security,
        operationId: 'listHealthInsuranceLeads',
        summary: 'The visible leads of health-insurance products, each with its facility.',
        querystring: leadListQuery,
        response: { 200: leadListResponse, ...errors },
      },
    },
    async (request) => {
      const query = { ...request.query, healthInsurance: true };
      const page = await leads.list(currentAuth(request), query);
      const answer = listResponse(request.query, page);
      if (!page.totalIsEstimate) return answer;
      return { ...answer, pagination: { ...answer.pagination, totalIsEstimate: true } };
    },
  );
};

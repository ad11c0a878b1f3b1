import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, SUCCESS_MESSAGE } from '@pamoja/contract/api-response';
import { dashboardStatisticsResponse } from '@pamoja/contract/dashboard';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import type { MainDb } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import { createDashboardService } from './dashboard-service';

const errors = Object.fromEntries([401, 403].map((status) => [status, errorResponseSchema]));

/** The figures of each role's home (docs/domains/dashboard.md). */
export const dashboardRoutes: FastifyPluginAsyncZod<{
  identity: IdentityModule;
  db: MainDb;
}> = async (app, { identity, db }) => {
  const dashboard = createDashboardService(db);
  app.get(
    '/dashboard/statistics',
    {
      // Every signed-in role has a home; admins and agents read the request's organisation.
      preHandler: [identity.guard({ can: ['read', 'Profile'], organisation: 'optional' })],
      schema: {
        tags: ['dashboard'],
        security: [{ bearerAuth: [], organisation: [] }],
        operationId: 'getDashboardStatistics',
        summary:
          "The home's figures for the active role: a member's money, an agent's leads, an organisation's business, the platform's totals.",
        response: { 200: dashboardStatisticsResponse, ...errors },
      },
    },
    async (request) => ({
      message: SUCCESS_MESSAGE,
      data: await dashboard.statistics(currentAuth(request)),
    }),
  );
};

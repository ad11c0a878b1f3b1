import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, successResponse } from '@pamoja/contract/api-response';
import { pingDatabase, type AnyDatabase } from '../database';
import { errorBody } from '../errors';

const healthSchema = z.object({
  status: z.enum(['ok']),
  service: z.string(),
  database: z.enum(['up']),
  uptimeSeconds: z.number(),
});

/** Liveness and readiness in one: a load balancer takes a replica out when its database is gone. */
export function registerHealthRoute(app: FastifyInstance, service: string, db: AnyDatabase) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['health'],
        operationId: 'getHealth',
        summary: 'Service and database health',
        response: { 200: successResponse(healthSchema), 503: errorResponseSchema },
      },
    },
    async (_request, reply) => {
      if (!(await pingDatabase(db))) {
        return reply
          .code(503)
          .send(errorBody(503, 'DATABASE_UNAVAILABLE', 'The database is not answering.'));
      }
      const uptimeSeconds = Math.round(process.uptime());
      return {
        message: 'Success',
        data: { status: 'ok' as const, service, database: 'up' as const, uptimeSeconds },
      };
    },
  );
}

import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema } from '@pamoja/contract/api-response';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import type { LeadActor } from './lead-access';

/** What every leads route's OpenAPI entry shares. */
export const tags = ['leads'];
export const security: Record<string, string[]>[] = [{ bearerAuth: [], organisation: [] }];
export const errors = Object.fromEntries(
  [400, 401, 403, 404, 409, 410, 422, 429].map((status) => [status, errorResponseSchema]),
);

export const leadParams = z.object({
  id: z
    .string()
    .regex(
      /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|LD-[A-Za-z0-9]{8})$/i,
      'must be a lead id or a lead code such as LD-7KQ2MXRA',
    ),
});

export const actorOf = (request: FastifyRequest): LeadActor => ({
  auth: currentAuth(request),
  requestId: request.id,
});

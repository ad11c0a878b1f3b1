import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, successResponse } from '@pamoja/contract/api-response';
import { normalisePhone } from '@pamoja/contract/phone-number';
import { createOutboxRepository } from '../outbox/outbox-module';
import type { MainDb } from '../db/schema';

const messageSchema = z.object({
  id: z.uuid(),
  channel: z.enum(['EMAIL', 'SMS']),
  recipient: z.string(),
  purpose: z.string(),
  subject: z.string(),
  body: z.string(),
  link: z.string().nullable().optional(),
  code: z.string().nullable().optional(),
  status: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/** The development mailbox: what the outbox holds for one address, newest first. */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ db: MainDb }> = async (app, { db }) => {
  const outbox = createOutboxRepository(db);
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        operationId: 'readDevOutbox',
        summary: 'Messages sent to an e-mail or phone (not in production)',
        querystring: z.object({
          to: z.string().trim().min(3, 'name an e-mail address or phone number').max(254),
        }),
        response: { 200: successResponse(z.array(messageSchema)), 400: errorResponseSchema },
      },
    },
    async ({ query }) => {
      const recipient = query.to.includes('@')
        ? query.to.toLowerCase()
        : (normalisePhone(query.to) ?? query.to);
      return { message: 'Success', data: await outbox.listFor(recipient) };
    },
  );
};

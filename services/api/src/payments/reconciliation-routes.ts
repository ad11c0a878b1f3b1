import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, SUCCESS_MESSAGE } from '@pamoja/contract/api-response';
import {
  reconciliationItemResponse,
  reconciliationListResponse,
  reconciliationQuery,
  resolveReconciliationRequest,
} from '@pamoja/contract/reconciliation';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import { conflict, notFound } from '@pamoja/server-kit/errors';
import type { MainDb } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import { createReconciliationRepository } from './reconciliation-repository';
import type { SettlementService } from './settlement-service';

const tags = ['reconciliation'];
const security = [{ bearerAuth: [] }];
const errors = Object.fromEntries(
  [400, 401, 403, 404, 409].map((status) => [status, errorResponseSchema]),
);
const idParams = z.object({ id: z.uuid('Choose an item of the queue') });

/**
 * The reconciliation queue (docs/money.md): money the providers could not settle in time, decided
 * by a platform administrator with evidence, through the same settlement as a provider's answer.
 */
export const reconciliationRoutes: FastifyPluginAsyncZod<{
  identity: IdentityModule;
  db: MainDb;
  settlement: SettlementService;
}> = async (app, { identity, db, settlement }) => {
  const queue = createReconciliationRepository(db);
  // Only the platform's administrators (manage all) decide where money went.
  const preHandler = identity.guard({ can: ['manage', 'Reconciliation'] });

  app.get(
    '/reconciliation',
    {
      preHandler,
      schema: {
        tags,
        security,
        operationId: 'listReconciliation',
        summary: 'Money waiting for a person: open items oldest first, decided ones newest first',
        querystring: reconciliationQuery,
        response: { 200: reconciliationListResponse, ...errors },
      },
    },
    async (request) => {
      const { items, total } = await queue.list(request.query);
      const { page, limit } = request.query;
      return { message: SUCCESS_MESSAGE, data: items, pagination: { page, limit, total } };
    },
  );

  app.put(
    '/reconciliation/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        operationId: 'resolveReconciliation',
        summary: 'Decide a queued transaction as paid (posted) or failed (voided), with a reason',
        params: idParams,
        body: resolveReconciliationRequest,
        response: { 200: reconciliationItemResponse, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const settled = await settlement.settleByDecision(id, {
        ...request.body,
        resolvedBy: currentAuth(request).userId,
      });
      const item = await queue.find(id);
      if (!item) throw notFound('The reconciliation item');
      if (!settled) {
        throw conflict(
          'This item was already decided, or its provider settled it meanwhile: the list shows where it stands now.',
          'ALREADY_SETTLED',
        );
      }
      return {
        message:
          item.outcome === 'PAID'
            ? 'Recorded as paid, and posted to the ledger.'
            : 'Recorded as not paid: whatever was held for it is released.',
        data: item,
      };
    },
  );
};

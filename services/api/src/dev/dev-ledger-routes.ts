import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successResponse } from '@pamoja/contract/api-response';
import type { MainDb } from '../db/schema';
import { verifyLedger } from '../ledger/ledger-module';

const problemSchema = z.object({ kind: z.string(), id: z.string(), detail: z.string() });

/**
 * `npm run ledger:verify` over HTTP, for the embedded database (which one process owns): the
 * end-to-end journeys and a developer can check the books while the server runs. Not in production.
 */
export const devLedgerRoutes: FastifyPluginAsyncZod<{ db: MainDb }> = async (app, { db }) => {
  app.get(
    '/dev/ledger-check',
    {
      schema: {
        tags: ['development'],
        operationId: 'checkDevLedger',
        summary: 'Recompute every balance from the postings (not in production)',
        response: {
          200: successResponse(z.object({ exact: z.boolean(), problems: z.array(problemSchema) })),
        },
      },
    },
    async () => {
      const problems = await verifyLedger(db);
      return {
        message: problems.length === 0 ? 'The books are exact.' : 'The books do not add up.',
        data: { exact: problems.length === 0, problems },
      };
    },
  );
};

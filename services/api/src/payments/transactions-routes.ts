import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, paginationQuery } from '@pamoja/contract/api-response';
import {
  transactionListQuery,
  transactionListResponse,
  transactionResponse,
} from '@pamoja/contract/wallet';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import { notFound } from '@pamoja/server-kit/errors';
import type { MainDb } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import type { TransactionKinds } from './transaction-kinds';
import { createTransactionRepository, toTransactionDto } from './transaction-repository';

const tags = ['transactions'];
const security = [{ bearerAuth: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** The caller's own transactions, newest first. */
export const transactionsRoutes: FastifyPluginAsyncZod<{
  identity: IdentityModule;
  db: MainDb;
  kinds: TransactionKinds;
}> = async (app, { identity, db, kinds }) => {
  const transactions = createTransactionRepository(db);
  const preHandler = identity.guard({ can: ['read', 'Transaction'] });

  app.get(
    '/transactions',
    {
      preHandler,
      schema: {
        tags,
        security,
        operationId: 'listTransactions',
        querystring: transactionListQuery,
        response: { 200: transactionListResponse, ...errors },
      },
    },
    async (request) => {
      const { page, limit, keyword } = request.query;
      const result = await transactions.list(
        currentAuth(request).userId,
        { page, limit },
        keyword || undefined,
      );
      return {
        message: 'Success',
        data: await kinds.describe(result.items, { withLines: false }),
        pagination: { page, limit, total: result.total },
      };
    },
  );

  app.get(
    '/transactions/group/:groupId',
    {
      preHandler,
      schema: {
        tags,
        security,
        operationId: 'listGroupTransactions',
        params: z.object({ groupId: z.uuid('must be a group id') }),
        querystring: paginationQuery,
        response: { 200: transactionListResponse, ...errors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const result = await transactions.list(
        currentAuth(request).userId,
        { page, limit },
        undefined,
        request.params.groupId,
      );
      return {
        message: 'Success',
        data: await kinds.describe(result.items, { withLines: true }),
        pagination: { page, limit, total: result.total },
      };
    },
  );

  app.get(
    '/transactions/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        operationId: 'getTransaction',
        params: z.object({ id: z.uuid('must be a transaction id') }),
        response: { 200: transactionResponse, ...errors },
      },
    },
    async (request) => {
      const row = await transactions.findOwn(currentAuth(request).userId, request.params.id);
      if (!row) throw notFound('The transaction');
      const [described] = await kinds.describe([toTransactionDto(row)], { withLines: true });
      return { message: 'Success', data: described ?? toTransactionDto(row) };
    },
  );
};

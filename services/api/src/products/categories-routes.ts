import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@pamoja/contract/api-response';
import { categoryListResponse, pickerQuery } from '@pamoja/contract/products';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import { listResponse } from '@pamoja/server-kit/routes/list-response';
import type { MainDb } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import { createAssignmentService } from './assignment-service';

const tags = ['products'];
const errors = Object.fromEntries(
  [400, 401, 403, 404].map((status) => [status, errorResponseSchema]),
);
const userParams = z.object({ id: z.uuid('must be a user id') });

/** The fixed categories, and which of them a person's product picker shows. */
export const categoriesRoutes: FastifyPluginAsyncZod<{
  identity: IdentityModule;
  db: MainDb;
}> = async (app, { identity, db }) => {
  const assignments = createAssignmentService(db);
  const scoped = identity.guard({ can: ['read', 'Category'], organisation: 'required' });

  app.get(
    '/categories',
    {
      preHandler: identity.guard({ can: ['read', 'Category'] }),
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        operationId: 'listCategories',
        querystring: pickerQuery,
        response: { 200: categoryListResponse, ...errors },
      },
    },
    async (request) => listResponse(request.query, await assignments.categories(request.query)),
  );

  app.get(
    '/categories/user/:id',
    {
      preHandler: scoped,
      schema: {
        tags,
        security: [{ bearerAuth: [], organisation: [] }],
        operationId: 'listCategoriesHeldByUser',
        params: userParams,
        querystring: pickerQuery,
        response: { 200: categoryListResponse, ...errors },
      },
    },
    async (request) =>
      listResponse(
        request.query,
        await assignments.categoriesHeld(currentAuth(request), request.params.id, request.query),
      ),
  );

  app.get(
    '/categories/user-not-exists/:id',
    {
      preHandler: scoped,
      schema: {
        tags,
        security: [{ bearerAuth: [], organisation: [] }],
        operationId: 'listCategoriesNotHeldByUser',
        params: userParams,
        querystring: pickerQuery,
        response: { 200: categoryListResponse, ...errors },
      },
    },
    async (request) =>
      listResponse(
        request.query,
        await assignments.categoriesNotHeld(currentAuth(request), request.params.id, request.query),
      ),
  );
};

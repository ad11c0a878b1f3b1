import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@pamoja/contract/api-response';
import {
  assignedProductsResponse,
  pickerQuery,
  productAssignmentRequest,
  productListResponse,
} from '@pamoja/contract/products';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import { listResponse } from '@pamoja/server-kit/routes/list-response';
import type { MainDb } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import { createAssignmentService } from './assignment-service';

const tags = ['products'];
const security = [{ bearerAuth: [], organisation: [] }];
const errors = Object.fromEntries(
  [400, 401, 403, 404, 422].map((status) => [status, errorResponseSchema]),
);
const pickerParams = z.object({
  id: z.uuid('must be a user id'),
  categoryId: z.uuid('must be a category id'),
});
const userParams = z.object({ userId: z.uuid('must be a user id') });

/** Which agent sells which products: the picker's two halves, assign and unassign. */
export const assignmentsRoutes: FastifyPluginAsyncZod<{
  identity: IdentityModule;
  db: MainDb;
}> = async (app, { identity, db }) => {
  const assignments = createAssignmentService(db);
  const guard = (action: 'read' | 'update') =>
    identity.guard({ can: [action, 'Product'], organisation: 'required' });

  app.get(
    '/products/user/:id/:categoryId',
    {
      preHandler: guard('read'),
      schema: {
        tags,
        security,
        operationId: 'listProductsHeldByUser',
        params: pickerParams,
        querystring: pickerQuery,
        response: { 200: productListResponse, ...errors },
      },
    },
    async (request) => {
      const { id, categoryId } = request.params;
      const auth = currentAuth(request);
      return listResponse(
        request.query,
        await assignments.productsHeld(auth, id, categoryId, request.query),
      );
    },
  );

  app.get(
    '/products/user-not-exists/:id/:categoryId',
    {
      preHandler: guard('read'),
      schema: {
        tags,
        security,
        operationId: 'listProductsNotHeldByUser',
        params: pickerParams,
        querystring: pickerQuery,
        response: { 200: productListResponse, ...errors },
      },
    },
    async (request) => {
      const { id, categoryId } = request.params;
      const auth = currentAuth(request);
      return listResponse(
        request.query,
        await assignments.productsNotHeld(auth, id, categoryId, request.query),
      );
    },
  );

  app.put(
    '/products/assign/:userId',
    {
      preHandler: guard('update'),
      schema: {
        tags,
        security,
        operationId: 'assignProducts',
        params: userParams,
        body: productAssignmentRequest,
        response: { 200: assignedProductsResponse, ...errors },
      },
    },
    async (request) => {
      const data = await assignments.assign(
        currentAuth(request),
        request.params.userId,
        request.body.productIds,
      );
      return { message: 'Products assigned.', data };
    },
  );

  app.put(
    '/products/unassign/:userId',
    {
      preHandler: guard('update'),
      schema: {
        tags,
        security,
        operationId: 'unassignProducts',
        params: userParams,
        body: productAssignmentRequest,
        response: { 200: assignedProductsResponse, ...errors },
      },
    },
    async (request) => {
      const data = await assignments.unassign(
        currentAuth(request),
        request.params.userId,
        request.body.productIds,
      );
      return { message: 'Products taken back.', data };
    },
  );
};

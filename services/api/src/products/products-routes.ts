import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, SUCCESS_MESSAGE } from '@pamoja/contract/api-response';
import { messageResponse } from '@pamoja/contract/auth';
import {
  createProductRequest,
  productApprovalRequest,
  productListQuery,
  productListResponse,
  productResponse,
  updateProductRequest,
} from '@pamoja/contract/products';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import { listResponse } from '@pamoja/server-kit/routes/list-response';
import type { MainDb } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import { createProductService } from './product-service';

const tags = ['products'];
const scopedSecurity: Record<string, string[]>[] = [{ bearerAuth: [], organisation: [] }];
/** A SUPER_ADMIN may leave `x-organization` out to act across every business. */
const optionalScopeSecurity: Record<string, string[]>[] = [
  { bearerAuth: [], organisation: [] },
  { bearerAuth: [] },
];
const errors = Object.fromEntries(
  [400, 401, 403, 404, 409, 422].map((status) => [status, errorResponseSchema]),
);
const idParams = z.object({ id: z.uuid('must be a product id') });
const businessParams = z.object({ businessUserId: z.uuid('must be a business (organisation) id') });

/** Products of businesses: list, create, read, edit, delete, approve. */
export const productsRoutes: FastifyPluginAsyncZod<{
  identity: IdentityModule;
  db: MainDb;
}> = async (app, { identity, db }) => {
  const products = createProductService(db);
  const guard = (
    action: 'read' | 'create' | 'update' | 'delete' | 'approve',
    organisation: 'required' | 'optional',
  ) => identity.guard({ can: [action, 'Product'], organisation });

  app.get(
    '/products',
    {
      preHandler: guard('read', 'optional'),
      schema: {
        tags,
        security: optionalScopeSecurity,
        operationId: 'listProducts',
        querystring: productListQuery,
        response: { 200: productListResponse, ...errors },
      },
    },
    async (request) =>
      listResponse(request.query, await products.list(currentAuth(request), request.query)),
  );

  app.post(
    '/products',
    {
      preHandler: guard('create', 'required'),
      schema: {
        tags,
        security: scopedSecurity,
        operationId: 'createProduct',
        body: createProductRequest,
        response: { 201: productResponse, ...errors },
      },
    },
    async (request, reply) => {
      const data = await products.create(currentAuth(request), request.body);
      const next = data.approved ? '' : ' A super admin approves it before it goes on sale.';
      return reply.code(201).send({ message: `Product ${data.name} is created.${next}`, data });
    },
  );

  app.get(
    '/products/business/:businessUserId',
    {
      preHandler: guard('read', 'optional'),
      schema: {
        tags,
        security: optionalScopeSecurity,
        operationId: 'listBusinessProducts',
        params: businessParams,
        querystring: productListQuery,
        response: { 200: productListResponse, ...errors },
      },
    },
    async (request) =>
      listResponse(
        request.query,
        await products.ofBusiness(
          currentAuth(request),
          request.params.businessUserId,
          request.query,
        ),
      ),
  );

  app.get(
    '/products/:id',
    {
      preHandler: guard('read', 'optional'),
      schema: {
        tags,
        security: optionalScopeSecurity,
        operationId: 'getProduct',
        params: idParams,
        response: { 200: productResponse, ...errors },
      },
    },
    async (request) => ({
      message: SUCCESS_MESSAGE,
      data: await products.get(currentAuth(request), request.params.id),
    }),
  );

  app.put(
    '/products/:id',
    {
      preHandler: guard('update', 'required'),
      schema: {
        tags,
        security: scopedSecurity,
        operationId: 'updateProduct',
        params: idParams,
        body: updateProductRequest,
        response: { 200: productResponse, ...errors },
      },
    },
    async (request) => ({
      message: 'Product saved.',
      data: await products.update(currentAuth(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/products/:id',
    {
      preHandler: guard('delete', 'required'),
      schema: {
        tags,
        security: scopedSecurity,
        operationId: 'deleteProduct',
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await products.remove(currentAuth(request), request.params.id);
      return { message: 'Product deleted.', data: null };
    },
  );

  app.put(
    '/products/:id/approval',
    {
      preHandler: guard('approve', 'optional'),
      schema: {
        tags,
        security: optionalScopeSecurity,
        operationId: 'approveProduct',
        params: idParams,
        body: productApprovalRequest,
        response: { 200: productResponse, ...errors },
      },
    },
    async (request) => {
      const data = await products.approve(
        currentAuth(request),
        request.params.id,
        request.body.approved,
      );
      return {
        message: data.approved
          ? `${data.name} is approved.`
          : `${data.name} is no longer approved.`,
        data,
      };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, SUCCESS_MESSAGE } from '@pamoja/contract/api-response';
import { messageResponse } from '@pamoja/contract/auth';
import {
  branchListQuery,
  branchListResponse,
  branchResponse,
  createBranchRequest,
  updateBranchRequest,
} from '@pamoja/contract/branches';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import { createBranchService } from './branch-service';
import type { MainDb } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import { listResponse } from '@pamoja/server-kit/routes/list-response';

const tags = ['branches'];
const security = [{ bearerAuth: [], organisation: [] }];
const errors = Object.fromEntries(
  [400, 401, 403, 404, 409].map((status) => [status, errorResponseSchema]),
);
const idParams = z.object({ id: z.uuid('must be a branch id') });

/** CRUD on the request's organisation's branches (admins only). */
export const branchesRoutes: FastifyPluginAsyncZod<{
  identity: IdentityModule;
  db: MainDb;
}> = async (app, { identity, db }) => {
  const branches = createBranchService(db);
  const guard = (action: 'read' | 'create' | 'update' | 'delete') =>
    identity.guard({ can: [action, 'Branch'], organisation: 'required' });

  app.get(
    '/branches',
    {
      preHandler: guard('read'),
      schema: {
        tags,
        security,
        operationId: 'listBranches',
        querystring: branchListQuery,
        response: { 200: branchListResponse, ...errors },
      },
    },
    async (request) =>
      listResponse(request.query, await branches.list(currentAuth(request), request.query)),
  );

  app.post(
    '/branches',
    {
      preHandler: guard('create'),
      schema: {
        tags,
        security,
        operationId: 'createBranch',
        body: createBranchRequest,
        response: { 201: branchResponse, ...errors },
      },
    },
    async (request, reply) => {
      const data = await branches.create(currentAuth(request), request.body);
      return reply.code(201).send({ message: `Branch ${data.name} is created.`, data });
    },
  );

  app.get(
    '/branches/:id',
    {
      preHandler: guard('read'),
      schema: {
        tags,
        security,
        operationId: 'getBranch',
        params: idParams,
        response: { 200: branchResponse, ...errors },
      },
    },
    async (request) => ({
      message: SUCCESS_MESSAGE,
      data: await branches.get(currentAuth(request), request.params.id),
    }),
  );

  app.put(
    '/branches/:id',
    {
      preHandler: guard('update'),
      schema: {
        tags,
        security,
        operationId: 'updateBranch',
        params: idParams,
        body: updateBranchRequest,
        response: { 200: branchResponse, ...errors },
      },
    },
    async (request) => ({
      message: 'Branch saved.',
      data: await branches.update(currentAuth(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/branches/:id',
    {
      preHandler: guard('delete'),
      schema: {
        tags,
        security,
        operationId: 'deleteBranch',
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await branches.remove(currentAuth(request), request.params.id);
      return { message: 'Branch deleted.', data: null };
    },
  );
};

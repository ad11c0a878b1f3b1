import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, SUCCESS_MESSAGE } from '@pamoja/contract/api-response';
import {
  directoryUserResponse,
  suspendUserRequest,
  userDirectoryQuery,
  userDirectoryResponse,
  userEventListResponse,
  userIdParams,
} from '@pamoja/contract/user-directory';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import { listResponse } from '@pamoja/server-kit/routes/list-response';
import type { MainDb } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import { createUserDirectoryService } from './user-directory-service';

const tags = ['users'];
const security: Record<string, string[]>[] = [{ bearerAuth: [], organisation: [] }];
const errors = Object.fromEntries(
  [400, 401, 403, 404, 409].map((status) => [status, errorResponseSchema]),
);

/** `GET users` (the directory), suspend and reactivate, and their audit trail. */
export const userDirectoryRoutes: FastifyPluginAsyncZod<{
  identity: IdentityModule;
  db: MainDb;
}> = async (app, { identity, db }) => {
  const users = createUserDirectoryService(db);
  // ADMIN reads their organisation's members; only SUPER_ADMIN (manage all) changes accounts.
  const reader = identity.guard({ can: ['read', 'User'], organisation: 'optional' });
  const platform = identity.guard({ can: ['manage', 'User'] });
  const actor = (request: { id: string }) => ({
    auth: currentAuth(request as never),
    requestId: request.id,
  });

  app.get(
    '/users',
    {
      preHandler: [reader],
      schema: {
        tags,
        security,
        operationId: 'listUsers',
        summary: 'The user directory: roles, status and last sign-in, filtered and paged.',
        querystring: userDirectoryQuery,
        response: { 200: userDirectoryResponse, ...errors },
      },
    },
    async (request) =>
      listResponse(request.query, await users.list(currentAuth(request), request.query)),
  );

  app.put(
    '/users/:id/suspend',
    {
      preHandler: [platform],
      schema: {
        tags,
        security,
        operationId: 'suspendUser',
        summary: 'Suspend an account: it can no longer sign in and its sessions end at once.',
        params: userIdParams,
        body: suspendUserRequest,
        response: { 200: directoryUserResponse, ...errors },
      },
    },
    async (request) => ({
      message: 'The account is suspended.',
      data: await users.suspend(actor(request), request.params.id, request.body.reason),
    }),
  );

  app.put(
    '/users/:id/reactivate',
    {
      preHandler: [platform],
      schema: {
        tags,
        security,
        operationId: 'reactivateUser',
        summary: 'Reactivate a suspended account.',
        params: userIdParams,
        response: { 200: directoryUserResponse, ...errors },
      },
    },
    async (request) => ({
      message: 'The account is active again.',
      data: await users.reactivate(actor(request), request.params.id),
    }),
  );

  app.get(
    '/activity-logs/user/:id',
    {
      preHandler: [platform],
      schema: {
        tags,
        security,
        operationId: 'listUserActivity',
        summary: 'Who suspended or reactivated this account, when and why; newest first.',
        params: userIdParams,
        response: { 200: userEventListResponse, ...errors },
      },
    },
    async (request) => ({ message: SUCCESS_MESSAGE, data: await users.events(request.params.id) }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, SUCCESS_MESSAGE } from '@pamoja/contract/api-response';
import { messageResponse } from '@pamoja/contract/auth';
import {
  staffLocationListQuery,
  staffLocationListResponse,
  staffLocationResponse,
  createStaffLocationRequest,
  updateStaffLocationRequest,
} from '@pamoja/contract/branches';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import { createStaffLocationService } from './staff-location-service';
import type { MainDb } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import { listResponse } from '@pamoja/server-kit/routes/list-response';

const tags = ['staff locations'];
const security = [{ bearerAuth: [], organisation: [] }];
const errors = Object.fromEntries(
  [400, 401, 403, 404, 409].map((status) => [status, errorResponseSchema]),
);
const idParams = z.object({ id: z.uuid('must be a staff location id') });

/** CRUD on the request's organisation's staff locations (admins only). */
export const staffLocationsRoutes: FastifyPluginAsyncZod<{
  identity: IdentityModule;
  db: MainDb;
}> = async (app, { identity, db }) => {
  const locations = createStaffLocationService(db);
  const guard = (action: 'read' | 'create' | 'update' | 'delete') =>
    identity.guard({ can: [action, 'StaffLocation'], organisation: 'required' });

  app.get(
    '/staff-locations',
    {
      preHandler: guard('read'),
      schema: {
        tags,
        security,
        operationId: 'listStaffLocations',
        querystring: staffLocationListQuery,
        response: { 200: staffLocationListResponse, ...errors },
      },
    },
    async (request) =>
      listResponse(request.query, await locations.list(currentAuth(request), request.query)),
  );

  app.post(
    '/staff-locations',
    {
      preHandler: guard('create'),
      schema: {
        tags,
        security,
        operationId: 'createStaffLocation',
        body: createStaffLocationRequest,
        response: { 201: staffLocationResponse, ...errors },
      },
    },
    async (request, reply) => {
      const data = await locations.create(currentAuth(request), request.body);
      return reply.code(201).send({ message: `Staff location ${data.name} is created.`, data });
    },
  );

  app.get(
    '/staff-locations/:id',
    {
      preHandler: guard('read'),
      schema: {
        tags,
        security,
        operationId: 'getStaffLocation',
        params: idParams,
        response: { 200: staffLocationResponse, ...errors },
      },
    },
    async (request) => ({
      message: SUCCESS_MESSAGE,
      data: await locations.get(currentAuth(request), request.params.id),
    }),
  );

  app.put(
    '/staff-locations/:id',
    {
      preHandler: guard('update'),
      schema: {
        tags,
        security,
        operationId: 'updateStaffLocation',
        params: idParams,
        body: updateStaffLocationRequest,
        response: { 200: staffLocationResponse, ...errors },
      },
    },
    async (request) => ({
      message: 'Staff location saved.',
      data: await locations.update(currentAuth(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/staff-locations/:id',
    {
      preHandler: guard('delete'),
      schema: {
        tags,
        security,
        operationId: 'deleteStaffLocation',
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await locations.remove(currentAuth(request), request.params.id);
      return { message: 'Staff location deleted.', data: null };
    },
  );
};

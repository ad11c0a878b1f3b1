import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, SUCCESS_MESSAGE } from '@pamoja/contract/api-response';
import {
  addStaffRequest,
  staffListQuery,
  staffListResponse,
  staffResponse,
  updateStaffRequest,
} from '@pamoja/contract/staff';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import type { MainDb } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import { createStaffService } from './staff-service';
import { listResponse } from '@pamoja/server-kit/routes/list-response';

const tags = ['staff'];
const security = [{ bearerAuth: [], organisation: [] }];
const errors = Object.fromEntries(
  [400, 401, 403, 404, 409].map((status) => [status, errorResponseSchema]),
);
/** Staff are addressed by their user id: one staff record per person and organisation. */
const idParams = z.object({ id: z.uuid('must be a user id') });

/** `users/add-staff` and `users/staff/{id}`, plus the list the staff screen needs. */
export const staffRoutes: FastifyPluginAsyncZod<{
  identity: IdentityModule;
  db: MainDb;
  publicUrl: string;
}> = async (app, { identity, db, publicUrl }) => {
  const staff = createStaffService(db, publicUrl);
  const guard = (action: 'read' | 'create' | 'update') =>
    identity.guard({ can: [action, 'Staff'], organisation: 'required' });

  app.post(
    '/users/add-staff',
    {
      preHandler: guard('create'),
      schema: {
        tags,
        security,
        operationId: 'addStaff',
        body: addStaffRequest,
        response: { 201: staffResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { staff: data, invited } = await staff.add(currentAuth(request), request.body);
      return reply.code(201).send({
        message: invited
          ? `${data.fullName} is on the staff. We sent an invitation to ${data.email}.`
          : `${data.fullName} is on the staff.`,
        data,
      });
    },
  );

  app.get(
    '/users/staff',
    {
      preHandler: guard('read'),
      schema: {
        tags,
        security,
        operationId: 'listStaff',
        querystring: staffListQuery,
        response: { 200: staffListResponse, ...errors },
      },
    },
    async (request) =>
      listResponse(request.query, await staff.list(currentAuth(request), request.query)),
  );

  app.get(
    '/users/staff/:id',
    {
      preHandler: guard('read'),
      schema: {
        tags,
        security,
        operationId: 'getStaff',
        params: idParams,
        response: { 200: staffResponse, ...errors },
      },
    },
    async (request) => ({
      message: SUCCESS_MESSAGE,
      data: await staff.get(currentAuth(request), request.params.id),
    }),
  );

  app.put(
    '/users/staff/:id',
    {
      preHandler: guard('update'),
      schema: {
        tags,
        security,
        operationId: 'updateStaff',
        params: idParams,
        body: updateStaffRequest,
        response: { 200: staffResponse, ...errors },
      },
    },
    async (request) => ({
      message: 'Staff record saved.',
      data: await staff.update(currentAuth(request), request.params.id, request.body),
    }),
  );
};

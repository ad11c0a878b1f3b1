import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, SUCCESS_MESSAGE } from '@pamoja/contract/api-response';
import { messageResponse } from '@pamoja/contract/auth';
import {
  createTeamRequest,
  teamListQuery,
  teamListResponse,
  teamResponse,
  updateTeamRequest,
} from '@pamoja/contract/teams';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import type { MainDb } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import { createTeamService } from './team-service';
import { listResponse } from '@pamoja/server-kit/routes/list-response';

const tags = ['teams'];
const security = [{ bearerAuth: [], organisation: [] }];
const errors = Object.fromEntries(
  [400, 401, 403, 404, 409].map((status) => [status, errorResponseSchema]),
);
const idParams = z.object({ id: z.uuid('must be a team id') });

/** CRUD on the request's organisation's teams. */
export const teamsRoutes: FastifyPluginAsyncZod<{ identity: IdentityModule; db: MainDb }> = async (
  app,
  { identity, db },
) => {
  const teams = createTeamService(db);
  const guard = (action: 'read' | 'create' | 'update' | 'delete') =>
    identity.guard({ can: [action, 'Team'], organisation: 'required' });

  app.get(
    '/teams',
    {
      preHandler: guard('read'),
      schema: {
        tags,
        security,
        operationId: 'listTeams',
        querystring: teamListQuery,
        response: { 200: teamListResponse, ...errors },
      },
    },
    async (request) =>
      listResponse(request.query, await teams.list(currentAuth(request), request.query)),
  );

  app.post(
    '/teams',
    {
      preHandler: guard('create'),
      schema: {
        tags,
        security,
        operationId: 'createTeam',
        body: createTeamRequest,
        response: { 201: teamResponse, ...errors },
      },
    },
    async (request, reply) => {
      const data = await teams.create(currentAuth(request), request.body);
      return reply.code(201).send({ message: `Team ${data.name} is created.`, data });
    },
  );

  app.get(
    '/teams/:id',
    {
      preHandler: guard('read'),
      schema: {
        tags,
        security,
        operationId: 'getTeam',
        params: idParams,
        response: { 200: teamResponse, ...errors },
      },
    },
    async (request) => ({
      message: SUCCESS_MESSAGE,
      data: await teams.get(currentAuth(request), request.params.id),
    }),
  );

  app.put(
    '/teams/:id',
    {
      preHandler: guard('update'),
      schema: {
        tags,
        security,
        operationId: 'updateTeam',
        params: idParams,
        body: updateTeamRequest,
        response: { 200: teamResponse, ...errors },
      },
    },
    async (request) => ({
      message: 'Team saved.',
      data: await teams.update(currentAuth(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/teams/:id',
    {
      preHandler: guard('delete'),
      schema: {
        tags,
        security,
        operationId: 'deleteTeam',
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await teams.remove(currentAuth(request), request.params.id);
      return { message: 'Team deleted.', data: null };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, SUCCESS_MESSAGE } from '@pamoja/contract/api-response';
import { messageResponse } from '@pamoja/contract/auth';
import {
  addTeamMemberRequest,
  membersCountQuery,
  membersCountResponse,
  removeTeamMemberRequest,
  teamMemberListResponse,
  teamMemberResponse,
  teamMembersQuery,
  updateTeamMemberRequest,
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
const teamParams = z.object({ id: z.uuid('must be a team id') });
const memberParams = z.object({
  team: z.uuid('must be a team id'),
  id: z.uuid('must be a user id'),
});

/** Who is in which team, with what role in it. */
export const teamMembersRoutes: FastifyPluginAsyncZod<{
  identity: IdentityModule;
  db: MainDb;
}> = async (app, { identity, db }) => {
  const teams = createTeamService(db);
  const guard = (action: 'read' | 'update') =>
    identity.guard({ can: [action, 'Team'], organisation: 'required' });

  app.get(
    '/teams/members',
    {
      preHandler: guard('read'),
      schema: {
        tags,
        security,
        operationId: 'searchTeamMembers',
        querystring: teamMembersQuery,
        response: { 200: teamMemberListResponse, ...errors },
      },
    },
    async (request) =>
      listResponse(request.query, await teams.members(currentAuth(request), request.query)),
  );

  app.get(
    '/teams/members-count',
    {
      preHandler: guard('read'),
      schema: {
        tags,
        security,
        operationId: 'countTeamsOfMember',
        querystring: membersCountQuery,
        response: { 200: membersCountResponse, ...errors },
      },
    },
    async (request) => ({
      message: SUCCESS_MESSAGE,
      data: await teams.membersCount(currentAuth(request), request.query.user),
    }),
  );

  app.put(
    '/teams/add-member/:id',
    {
      preHandler: guard('update'),
      schema: {
        tags,
        security,
        operationId: 'addTeamMember',
        params: teamParams,
        body: addTeamMemberRequest,
        response: { 200: teamMemberResponse, ...errors },
      },
    },
    async (request) => {
      const { userId, role } = request.body;
      const data = await teams.addMember(currentAuth(request), request.params.id, userId, role);
      return { message: `${data.fullName} joined ${data.teamName}.`, data };
    },
  );

  app.put(
    '/teams/remove-member/:id',
    {
      preHandler: guard('update'),
      schema: {
        tags,
        security,
        operationId: 'removeTeamMember',
        params: teamParams,
        body: removeTeamMemberRequest,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await teams.removeMember(currentAuth(request), request.params.id, request.body.userId);
      return { message: 'Removed from the team.', data: null };
    },
  );

  app.put(
    '/teams/:team/update-member/:id',
    {
      preHandler: guard('update'),
      schema: {
        tags,
        security,
        operationId: 'updateTeamMember',
        params: memberParams,
        body: updateTeamMemberRequest,
        response: { 200: teamMemberResponse, ...errors },
      },
    },
    async (request) => ({
      message: 'Team role saved.',
      data: await teams.updateMember(
        currentAuth(request),
        request.params.team,
        request.params.id,
        request.body.role,
      ),
    }),
  );
};

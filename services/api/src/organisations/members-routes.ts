import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@pamoja/contract/api-response';
import { messageResponse } from '@pamoja/contract/auth';
import {
  addMemberRequest,
  memberListQuery,
  memberListResponse,
  memberResponse,
  updateMemberRequest,
} from '@pamoja/contract/organisations';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import type { MainDb } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import { createMembershipService } from './membership-service';
import { organisationInPath } from './organisation-access';
import { listResponse } from '@pamoja/server-kit/routes/list-response';

const tags = ['organisation members'];
const security = [{ bearerAuth: [] }];
const errors = Object.fromEntries(
  [400, 401, 403, 404, 409].map((status) => [status, errorResponseSchema]),
);
const organisationParams = z.object({ id: z.uuid('must be an organisation id') });
const memberParams = organisationParams.extend({ userId: z.uuid('must be a user id') });

/** Memberships of one organisation, managed by its admins. */
export const membersRoutes: FastifyPluginAsyncZod<{
  identity: IdentityModule;
  db: MainDb;
  publicUrl: string;
}> = async (app, { identity, db, publicUrl }) => {
  const memberships = createMembershipService(db, publicUrl);
  /** The path's organisation, once the caller is known to hold their role in it. */
  const organisationOf = async (request: FastifyRequest & { params: { id: string } }) =>
    (await organisationInPath(db, currentAuth(request), request.params.id)).id;

  app.get(
    '/organizations/:id/members',
    {
      preHandler: identity.guard({ can: ['read', 'Member'] }),
      schema: {
        tags,
        security,
        operationId: 'listOrganisationMembers',
        params: organisationParams,
        querystring: memberListQuery,
        response: { 200: memberListResponse, ...errors },
      },
    },
    async (request) =>
      listResponse(
        request.query,
        await memberships.list(await organisationOf(request), request.query),
      ),
  );

  app.post(
    '/organizations/:id/members',
    {
      preHandler: identity.guard({ can: ['create', 'Member'] }),
      schema: {
        tags,
        security,
        operationId: 'addOrganisationMember',
        params: organisationParams,
        body: addMemberRequest,
        response: { 201: memberResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { member, invited } = await memberships.add(
        await organisationOf(request),
        request.body,
      );
      return reply.code(201).send({
        message: invited
          ? `${member.fullName} is added. We sent an invitation to ${member.email}.`
          : `${member.fullName} is added.`,
        data: member,
      });
    },
  );

  app.put(
    '/organizations/:id/members/:userId',
    {
      preHandler: identity.guard({ can: ['update', 'Member'] }),
      schema: {
        tags,
        security,
        operationId: 'updateOrganisationMember',
        params: memberParams,
        body: updateMemberRequest,
        response: { 200: memberResponse, ...errors },
      },
    },
    async (request) => ({
      message: 'Roles saved.',
      data: await memberships.changeRoles(
        await organisationOf(request),
        request.params.userId,
        request.body.roles,
      ),
    }),
  );

  app.delete(
    '/organizations/:id/members/:userId',
    {
      preHandler: identity.guard({ can: ['delete', 'Member'] }),
      schema: {
        tags,
        security,
        operationId: 'removeOrganisationMember',
        params: memberParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await memberships.end(await organisationOf(request), request.params.userId);
      return { message: 'The membership has ended.', data: null };
    },
  );
};

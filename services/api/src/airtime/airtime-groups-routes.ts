import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, SUCCESS_MESSAGE } from '@pamoja/contract/api-response';
import {
  airtimeGroupDetailQuery,
  airtimeGroupDetailResponse,
  airtimeGroupListQuery,
  airtimeGroupListResponse,
  airtimeGroupResponse,
  airtimeTemplateFormats,
  createAirtimeGroupRequest,
  updateAirtimeGroupRequest,
} from '@pamoja/contract/airtime';
import { messageResponse } from '@pamoja/contract/auth';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import { createAirtimeGroupService } from './airtime-group-service';
import { memberTemplate } from './import/member-templates';
import type { MainDb } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import { listResponse } from '@pamoja/server-kit/routes/list-response';

const tags = ['airtime groups'];
const security = [{ bearerAuth: [] }];
const errors = Object.fromEntries(
  [400, 401, 403, 404, 409].map((status) => [status, errorResponseSchema]),
);
const idParams = z.object({ id: z.uuid('must be an airtime group id') });

/** A person's groups of airtime recipients. */
export const airtimeGroupsRoutes: FastifyPluginAsyncZod<{
  identity: IdentityModule;
  db: MainDb;
}> = async (app, { identity, db }) => {
  const groups = createAirtimeGroupService(db);
  const guard = (action: 'read' | 'create' | 'update' | 'delete') =>
    identity.guard({ can: [action, 'Airtime'] });

  // Public: the templates hold only example rows, and a plain link can download them.
  app.get(
    '/airtime-groups/templates/:format',
    {
      schema: {
        tags,
        operationId: 'downloadAirtimeGroupTemplate',
        summary: 'A template file for uploading members (CSV or XLSX)',
        params: z.object({
          format: z.enum(airtimeTemplateFormats, { error: 'must be csv or xlsx' }),
        }),
        response: { 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const template = await memberTemplate(request.params.format);
      return reply
        .header('content-type', template.contentType)
        .header('content-disposition', `attachment; filename="${template.fileName}"`)
        .header('cache-control', 'public, max-age=3600')
        .send(template.body as never);
    },
  );

  app.get(
    '/airtime-groups',
    {
      preHandler: guard('read'),
      schema: {
        tags,
        security,
        operationId: 'listAirtimeGroups',
        querystring: airtimeGroupListQuery,
        response: { 200: airtimeGroupListResponse, ...errors },
      },
    },
    async (request) =>
      listResponse(request.query, await groups.list(currentAuth(request).userId, request.query)),
  );

  app.post(
    '/airtime-groups',
    {
      preHandler: guard('create'),
      schema: {
        tags,
        security,
        operationId: 'createAirtimeGroup',
        body: createAirtimeGroupRequest,
        response: { 201: airtimeGroupResponse, ...errors },
      },
    },
    async (request, reply) => {
      const data = await groups.create(currentAuth(request).userId, request.body);
      return reply.code(201).send({ message: `Group ${data.name} is created.`, data });
    },
  );

  app.get(
    '/airtime-groups/:id',
    {
      preHandler: guard('read'),
      schema: {
        tags,
        security,
        operationId: 'getAirtimeGroup',
        summary: 'The group with one page of its members (pagination is the members’)',
        params: idParams,
        querystring: airtimeGroupDetailQuery,
        response: { 200: airtimeGroupDetailResponse, ...errors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { detail, total } = await groups.detail(
        currentAuth(request).userId,
        request.params.id,
        request.query,
      );
      return { message: SUCCESS_MESSAGE, data: detail, pagination: { page, limit, total } };
    },
  );

  app.put(
    '/airtime-groups/:id',
    {
      preHandler: guard('update'),
      schema: {
        tags,
        security,
        operationId: 'updateAirtimeGroup',
        params: idParams,
        body: updateAirtimeGroupRequest,
        response: { 200: airtimeGroupResponse, ...errors },
      },
    },
    async (request) => ({
      message: 'Group saved.',
      data: await groups.update(currentAuth(request).userId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/airtime-groups/:id',
    {
      preHandler: guard('delete'),
      schema: {
        tags,
        security,
        operationId: 'deleteAirtimeGroup',
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await groups.remove(currentAuth(request).userId, request.params.id);
      return { message: 'Group deleted.', data: null };
    },
  );
};

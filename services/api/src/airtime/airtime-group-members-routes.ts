import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@pamoja/contract/api-response';
import {
  AIRTIME_IMPORT_MAX_BYTES,
  addAirtimeMemberRequest,
  airtimeGroupMemberResponse,
  airtimeImportResponse,
  updateAirtimeMemberRequest,
} from '@pamoja/contract/airtime';
import { messageResponse } from '@pamoja/contract/auth';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import { createAirtimeGroupService } from './airtime-group-service';
import type { MainDb } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import { readUploadedFile } from './read-upload';

const tags = ['airtime groups'];
const security = [{ bearerAuth: [] }];
const errors = Object.fromEntries(
  [400, 401, 403, 404, 409, 413, 415, 422].map((status) => [status, errorResponseSchema]),
);
const groupParams = z.object({ id: z.uuid('must be an airtime group id') });
const memberParams = groupParams.extend({ memberId: z.uuid('must be a member id') });

/** Members of an airtime group: one at a time, or a CSV/XLSX file of up to 10,000 rows. */
export const airtimeGroupMembersRoutes: FastifyPluginAsyncZod<{
  identity: IdentityModule;
  db: MainDb;
}> = async (app, { identity, db }) => {
  const groups = createAirtimeGroupService(db);
  const canUpdate = identity.guard({ can: ['update', 'Airtime'] });
  // One file, read whole (it is checked by content, not by name): the cap stops it at 5 MB.
  await app.register(multipart, {
    limits: { fileSize: AIRTIME_IMPORT_MAX_BYTES, files: 1, fields: 4, parts: 5 },
  });

  app.put(
    '/airtime-groups/add-member/:id',
    {
      preHandler: canUpdate,
      schema: {
        tags,
        security,
        operationId: 'addAirtimeGroupMember',
        params: groupParams,
        body: addAirtimeMemberRequest,
        response: { 200: airtimeGroupMemberResponse, ...errors },
      },
    },
    async (request) => ({
      message: 'Member added.',
      data: await groups.addMember(currentAuth(request).userId, request.params.id, request.body),
    }),
  );

  app.put(
    '/airtime-groups/update-member/:id/:memberId',
    {
      preHandler: canUpdate,
      schema: {
        tags,
        security,
        operationId: 'updateAirtimeGroupMember',
        params: memberParams,
        body: updateAirtimeMemberRequest,
        response: { 200: airtimeGroupMemberResponse, ...errors },
      },
    },
    async (request) => ({
      message: 'Member saved.',
      data: await groups.updateMember(
        currentAuth(request).userId,
        request.params.id,
        request.params.memberId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/airtime-groups/remove-member/:id/:memberId',
    {
      preHandler: canUpdate,
      schema: {
        tags,
        security,
        operationId: 'removeAirtimeGroupMember',
        params: memberParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const { id, memberId } = request.params;
      await groups.removeMember(currentAuth(request).userId, id, memberId);
      return { message: 'Member removed.', data: null };
    },
  );

  app.put(
    '/airtime-groups/add-members/:id',
    {
      preHandler: canUpdate,
      schema: {
        tags,
        security,
        operationId: 'uploadAirtimeGroupMembers',
        summary: 'Add members from a CSV or XLSX file (columns name, phone, amount)',
        consumes: ['multipart/form-data'],
        params: groupParams,
        response: { 200: airtimeImportResponse, ...errors },
      },
    },
    async (request) => {
      const userId = currentAuth(request).userId;
      // An unknown or foreign group is refused before the file is read.
      await groups.get(userId, request.params.id);
      const file = await readUploadedFile(request);
      const data = await groups.importMembers(userId, request.params.id, file);
      return {
        message: `${data.added} added, ${data.duplicates} duplicates, ${data.rejected} rejected.`,
        data,
      };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, SUCCESS_MESSAGE } from '@pamoja/contract/api-response';
import { messageResponse } from '@pamoja/contract/auth';
import {
  createOrganisationRequest,
  organisationListQuery,
  organisationListResponse,
  organisationResponse,
  otpSentResponse,
  updateOrganisationRequest,
  verifyDeleteRequest,
} from '@pamoja/contract/organisations';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import { attemptLimits } from '@pamoja/server-kit/rate-limit';
import type { MainDb } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import { createOrganisationService } from './organisation-service';
import { createOtpService } from '../otp/otp-module';
import { listResponse } from '@pamoja/server-kit/routes/list-response';

const tags = ['organisations'];
const security = [{ bearerAuth: [] }];
const errors = Object.fromEntries(
  [400, 401, 403, 404, 409, 410, 429].map((status) => [status, errorResponseSchema]),
);
const idParams = z.object({ id: z.uuid('must be an organisation id') });

/**
 * `{id}` routes are scoped by the path (see organisationInPath); the
 * list needs no organisation header. Deletion is only by the code step.
 */
export const organisationsRoutes: FastifyPluginAsyncZod<{
  identity: IdentityModule;
  db: MainDb;
}> = async (app, { identity, db }) => {
  const organisations = createOrganisationService(db, createOtpService(db));
  const codeLimits = attemptLimits(app, identity.limits, (request) => request.auth?.userId);
  const canDelete = identity.guard({ can: ['delete', 'Organisation'] });

  app.get(
    '/organizations',
    {
      preHandler: identity.guard({ can: ['read', 'Organisation'] }),
      schema: {
        tags,
        security,
        operationId: 'listOrganisations',
        querystring: organisationListQuery,
        response: { 200: organisationListResponse, ...errors },
      },
    },
    async (request) =>
      listResponse(request.query, await organisations.list(currentAuth(request), request.query)),
  );

  app.post(
    '/organizations',
    {
      // Anyone signed in may found an organisation; they become its admin.
      preHandler: identity.guard(),
      schema: {
        tags,
        security,
        operationId: 'createOrganisation',
        body: createOrganisationRequest,
        response: { 201: organisationResponse, ...errors },
      },
    },
    async (request, reply) => {
      const data = await organisations.create(currentAuth(request), request.body);
      return reply.code(201).send({
        message: `${data.name} is created. Switch to your admin role to manage it.`,
        data,
      });
    },
  );

  app.get(
    '/organizations/:id',
    {
      preHandler: identity.guard({ can: ['read', 'Organisation'] }),
      schema: {
        tags,
        security,
        operationId: 'getOrganisation',
        params: idParams,
        response: { 200: organisationResponse, ...errors },
      },
    },
    async (request) => ({
      message: SUCCESS_MESSAGE,
      data: await organisations.get(currentAuth(request), request.params.id),
    }),
  );

  app.put(
    '/organizations/:id',
    {
      preHandler: identity.guard({ can: ['update', 'Organisation'] }),
      schema: {
        tags,
        security,
        operationId: 'updateOrganisation',
        params: idParams,
        body: updateOrganisationRequest,
        response: { 200: organisationResponse, ...errors },
      },
    },
    async (request) => ({
      message: 'Organisation saved.',
      data: await organisations.update(currentAuth(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/organizations/:id',
    {
      preHandler: canDelete,
      schema: {
        tags,
        security,
        operationId: 'deleteOrganisation',
        summary: 'Always refused with 409 OTP_REQUIRED: deletion goes through the code step',
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => organisations.refusePlainDelete(currentAuth(request), request.params.id),
  );

  app.put(
    '/organizations/send-delete-otp/:id',
    {
      preHandler: [canDelete, codeLimits],
      schema: {
        tags,
        security,
        operationId: 'sendOrganisationDeleteOtp',
        params: idParams,
        response: { 200: otpSentResponse, ...errors },
      },
    },
    async (request) => ({
      message: 'We sent a 6-digit code to your phone and e-mail. It works for 5 minutes.',
      data: await organisations.sendDeleteCode(currentAuth(request), request.params.id),
    }),
  );

  app.put(
    '/organizations/verify-delete-otp/:id',
    {
      preHandler: [canDelete, codeLimits],
      schema: {
        tags,
        security,
        operationId: 'verifyOrganisationDeleteOtp',
        params: idParams,
        body: verifyDeleteRequest,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await organisations.deleteWithCode(currentAuth(request), id, request.body.otp);
      return { message: 'The organisation is deleted.', data: null };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, successResponse } from '@pamoja/contract/api-response';
import {
  changePinRequest,
  createPinRequest,
  messageResponse,
  registerRequest,
  sessionResponse,
  switchRoleRequest,
} from '@pamoja/contract/auth';
import { profileResponse, updateProfileRequest } from '@pamoja/contract/users';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import { attemptLimits } from '@pamoja/server-kit/rate-limit';
import { createProfileService } from './profile-service';
import type { IdentityModule } from './identity-module';
import type { MainDb } from '../db/schema';

const tags = ['users'];
const security = [{ bearerAuth: [] }];
const errors = Object.fromEntries(
  [400, 401, 403, 404, 409, 410, 423, 429].map((status) => [status, errorResponseSchema]),
);
const tokenParams = z.object({ token: z.string().min(20, 'is not a valid link').max(100) });
const idParams = z.object({ id: z.uuid('must be a user id') });

export const usersRoutes: FastifyPluginAsyncZod<{ identity: IdentityModule; db: MainDb }> = async (
  app,
  { identity, db },
) => {
  const profiles = createProfileService(db);
  const pinLimits = attemptLimits(app, identity.limits, (request) => request.auth?.userId);

  app.post(
    '/users',
    {
      schema: {
        tags,
        operationId: 'register',
        body: registerRequest,
        response: { 201: successResponse(z.object({ id: z.uuid() })), ...errors },
      },
    },
    async ({ body }, reply) => {
      const created = await identity.identity.register(body);
      return reply.code(201).send({
        message: 'Account created. We sent a verification link to your e-mail.',
        data: created,
      });
    },
  );

  app.patch(
    '/users/confirm/:token',
    {
      schema: {
        tags,
        operationId: 'verifyAccount',
        params: tokenParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async ({ params }) => {
      await identity.identity.confirm(params.token);
      return { message: 'Your e-mail is verified. You can log in now.', data: null };
    },
  );

  app.get(
    '/users/me',
    {
      preHandler: identity.guard({ can: ['read', 'Profile'] }),
      schema: {
        tags,
        security,
        operationId: 'getMe',
        response: { 200: profileResponse, ...errors },
      },
    },
    async (request) => ({ message: 'Success', data: await profiles.get(currentAuth(request)) }),
  );

  app.put(
    '/users/me',
    {
      preHandler: identity.guard({ can: ['update', 'Profile'] }),
      schema: {
        tags,
        security,
        operationId: 'updateMe',
        body: updateProfileRequest,
        response: { 200: profileResponse, ...errors },
      },
    },
    async (request) => {
      const { type, address, ...changes } = request.body;
      const auth = currentAuth(request);
      if (type === 'ADDRESS' && address) {
        return { message: 'Address updated.', data: await profiles.updateAddress(auth, address) };
      }
      return { message: 'Profile updated.', data: await profiles.update(auth, changes) };
    },
  );

  app.post(
    '/users/create-pin/:id',
    {
      preHandler: [identity.guard(), pinLimits],
      schema: {
        tags,
        security,
        operationId: 'createPin',
        params: idParams,
        body: createPinRequest,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await identity.pins.createPin(currentAuth(request), request.params.id, request.body.pin);
      return { message: 'Your PIN is set.', data: null };
    },
  );

  app.put(
    '/users/change-pin/me',
    {
      preHandler: [identity.guard(), pinLimits],
      schema: {
        tags,
        security,
        operationId: 'changePin',
        body: changePinRequest,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await identity.pins.changePin(
        currentAuth(request),
        request.body.currentPin,
        request.body.pin,
      );
      return { message: 'Your PIN is changed.', data: null };
    },
  );

  app.put(
    '/users/switch-role',
    {
      preHandler: identity.guard(),
      schema: {
        tags,
        security,
        operationId: 'switchRole',
        body: switchRoleRequest,
        response: { 200: sessionResponse, ...errors },
      },
    },
    async (request) => ({
      message: `You are now working as ${request.body.role.toLowerCase().replace('_', ' ')}.`,
      data: await identity.identity.switchRole(currentAuth(request), request.body.role),
    }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@pamoja/contract/api-response';
import {
  loginRequest,
  logoutRequest,
  messageResponse,
  refreshRequest,
  sessionResponse,
} from '@pamoja/contract/auth';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import { attemptLimits } from '@pamoja/server-kit/rate-limit';
import type { IdentityModule } from './identity-module';

const tags = ['auth'];
const liveSessionResponse = z.object({
  message: z.string(),
  data: z.object({ userId: z.uuid(), sessionId: z.uuid(), role: z.string() }),
});
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  429: errorResponseSchema,
};

/** Log in, refresh, log out, and the public key the learning service may verify tokens with. */
export const authRoutes: FastifyPluginAsyncZod<{ identity: IdentityModule }> = async (
  app,
  { identity },
) => {
  const limited = attemptLimits(
    app,
    identity.limits,
    (request) => (request.body as { username?: string })?.username,
  );

  app.post(
    '/auth',
    {
      preHandler: limited,
      schema: {
        tags,
        operationId: 'login',
        summary: 'Log in with e-mail or phone',
        body: loginRequest,
        response: { 200: sessionResponse, ...errors },
      },
    },
    async ({ body }) => ({
      message: 'Welcome back!',
      data: await identity.identity.login(body.username, body.password),
    }),
  );

  app.post(
    '/auth/refresh',
    {
      preHandler: attemptLimits(app, identity.limits, () => undefined),
      schema: {
        tags,
        operationId: 'refreshSession',
        body: refreshRequest,
        response: { 200: sessionResponse, ...errors },
      },
    },
    async ({ body }) => ({
      message: 'Success',
      data: await identity.identity.refresh(body.refreshToken),
    }),
  );

  app.get(
    '/auth/session',
    {
      preHandler: identity.guard(),
      schema: {
        tags,
        operationId: 'getSession',
        summary: 'Whether the bearer token’s session is live (the learning service asks this)',
        security: [{ bearerAuth: [] }],
        response: { 200: liveSessionResponse, ...errors },
      },
    },
    async (request) => {
      const { userId, sessionId, role } = currentAuth(request);
      return { message: 'Success', data: { userId, sessionId, role } };
    },
  );

  app.post(
    '/auth/logout',
    {
      preHandler: identity.guard(),
      schema: {
        tags,
        operationId: 'logout',
        security: [{ bearerAuth: [] }],
        body: logoutRequest.optional(),
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await identity.identity.logout(currentAuth(request));
      return { message: 'You are logged out.', data: null };
    },
  );

  app.get(
    '/.well-known/jwks.json',
    {
      schema: {
        tags,
        operationId: 'getJwks',
        summary: 'Public keys that verify access tokens',
        response: { 200: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }) },
      },
    },
    async () => identity.tokens.jwks(),
  );
};

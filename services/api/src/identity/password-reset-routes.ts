import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@pamoja/contract/api-response';
import {
  messageResponse,
  passwordResetConfirm,
  passwordResetRequest,
  tokenValidityResponse,
} from '@pamoja/contract/auth';
import { attemptLimits } from '@pamoja/server-kit/rate-limit';
import type { IdentityModule } from './identity-module';

const tags = ['password reset'];
const errors = { 400: errorResponseSchema, 410: errorResponseSchema, 429: errorResponseSchema };
const tokenParams = z.object({ token: z.string().min(20, 'is not a valid link').max(100) });

export const passwordResetRoutes: FastifyPluginAsyncZod<{ identity: IdentityModule }> = async (
  app,
  { identity },
) => {
  const limited = attemptLimits(
    app,
    identity.limits,
    (request) => (request.body as { email?: string })?.email,
  );

  app.post(
    '/password-reset',
    {
      preHandler: limited,
      schema: {
        tags,
        operationId: 'requestPasswordReset',
        body: passwordResetRequest,
        response: { 200: messageResponse, ...errors },
      },
    },
    async ({ body }) => {
      await identity.passwordReset.request(body.email);
      // The same answer whether or not the e-mail is known.
      return { message: 'If this e-mail has an account, a reset link is on its way.', data: null };
    },
  );

  app.get(
    '/password-reset/:token',
    {
      preHandler: limited,
      schema: {
        tags,
        operationId: 'checkPasswordResetToken',
        params: tokenParams,
        response: { 200: tokenValidityResponse, ...errors },
      },
    },
    async ({ params }) => ({
      message: 'Success',
      data: { valid: await identity.passwordReset.isValid(params.token) },
    }),
  );

  app.put(
    '/password-reset/:token',
    {
      preHandler: limited,
      schema: {
        tags,
        operationId: 'resetPassword',
        params: tokenParams,
        body: passwordResetConfirm,
        response: { 200: messageResponse, ...errors },
      },
    },
    async ({ params, body }) => {
      await identity.passwordReset.reset(params.token, body.password);
      return { message: 'Your password is changed. Log in with the new one.', data: null };
    },
  );
};

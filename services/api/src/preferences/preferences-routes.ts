import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@pamoja/contract/api-response';
import {
  paymentPreferencesResponse,
  preferencesResponse,
  updatePreferencesRequest,
} from '@pamoja/contract/users';
import { currentAuth, type AuthContext } from '@pamoja/server-kit/auth/guard';
import { forbidden } from '@pamoja/server-kit/errors';
import type { IdentityModule } from '../identity/identity-module';
import { createPreferencesRepository } from './preferences-repository';
import type { MainDb } from '../db/schema';
import { createUserRepository } from '../identity/identity-module';

const tags = ['preferences'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const idParams = z.object({ id: z.uuid('must be a user id') });

function ensureSelf(auth: AuthContext, userId: string) {
  if (auth.userId !== userId) throw forbidden('You can only see and change your own preferences.');
}

export const preferencesRoutes: FastifyPluginAsyncZod<{
  identity: IdentityModule;
  db: MainDb;
}> = async (app, { identity, db }) => {
  const preferences = createPreferencesRepository(db);
  const users = createUserRepository(db);
  const guard = identity.guard({ can: ['read', 'Profile'] });

  app.get(
    '/user-preference/user/:id',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        operationId: 'getPreferences',
        params: idParams,
        response: { 200: preferencesResponse, ...errors },
      },
    },
    async (request) => {
      ensureSelf(currentAuth(request), request.params.id);
      return { message: 'Success', data: await preferences.get(request.params.id) };
    },
  );

  app.put(
    '/user-preference/:id',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        operationId: 'updatePreferences',
        params: idParams,
        body: updatePreferencesRequest,
        response: { 200: preferencesResponse, ...errors },
      },
    },
    async (request) => {
      ensureSelf(currentAuth(request), request.params.id);
      return {
        message: 'Preferences saved.',
        data: await preferences.save(request.params.id, request.body),
      };
    },
  );

  app.get(
    '/payment-preferences/user/:id',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        operationId: 'getPaymentPreferences',
        params: idParams,
        response: { 200: paymentPreferencesResponse, ...errors },
      },
    },
    async (request) => {
      ensureSelf(currentAuth(request), request.params.id);
      const user = await users.findById(request.params.id);
      // Until the wallet issue stores choices, the defaults follow the member's own phone.
      return {
        message: 'Success',
        data: {
          userId: request.params.id,
          defaultTopUpMethod: 'MPESA' as const,
          defaultPayoutMethod: 'MPESA' as const,
          mpesaPhoneNumber: user?.phone_number ?? null,
          currency: 'KES',
        },
      };
    },
  );
};

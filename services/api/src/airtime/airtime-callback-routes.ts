import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@pamoja/contract/api-response';
import { badRequest, notFound } from '@pamoja/server-kit/errors';
import type { AirtimeModule } from './airtime-module';
import { MalformedAirtimeCallback, parseAirtimeStatusCallback } from './provider/airtime-provider';
import { sameToken } from '@pamoja/server-kit/routes/same-token';

const tags = ['airtime callbacks'];

/**
 * Where Africa's Talking (or the simulator) reports each airtime line's final status. The path
 * carries an unguessable token; a repeated status changes nothing.
 */
export const airtimeCallbackRoutes: FastifyPluginAsyncZod<{
  token: string;
  airtime: AirtimeModule;
}> = async (app, { token, airtime }) => {
  // Africa's Talking posts form bodies; the parser reads them itself.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );
  app.addHook('preValidation', async (request) => {
    if (!sameToken((request.params as { token?: string }).token ?? '', token))
      throw notFound('This callback');
  });

  app.post(
    '/airtime-callbacks/:token/status',
    {
      config: { csrf: false },
      schema: {
        tags,
        operationId: 'airtimeStatusCallback',
        params: z.object({ token: z.string().max(200) }),
        body: z.unknown(),
        response: {
          200: z.object({ status: z.literal('Accepted') }),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      let status;
      try {
        status = parseAirtimeStatusCallback(request.body);
      } catch (error) {
        if (error instanceof MalformedAirtimeCallback) throw badRequest(error.message);
        throw error;
      }
      await airtime.lines.settleByProviderReference(
        airtime.provider.name,
        status.providerReference,
        status.status === 'SUCCESS'
          ? { status: 'SUCCESS' }
          : { status: 'FAILED', reason: status.reason ?? 'The airtime was not delivered.' },
      );
      return { status: 'Accepted' as const };
    },
  );
};

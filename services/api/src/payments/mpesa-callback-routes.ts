import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@pamoja/contract/api-response';
import { badRequest, notFound } from '@pamoja/server-kit/errors';
import {
  parseB2cResult,
  parseStkCallback,
  parseTransactionStatusResult,
} from './mpesa/daraja-callbacks';
import type { SettlementService } from './settlement-service';
import { sameToken } from '@pamoja/server-kit/routes/same-token';

const acknowledged = z.object({ ResultCode: z.literal(0), ResultDesc: z.string() });
const params = z.object({ token: z.string().max(200) });
const tags = ['mpesa callbacks'];

/**
 * Where Safaricom (or the simulator) reports results. The path carries an unguessable token;
 * the answer is quick and the same however often a result is repeated.
 */
export const mpesaCallbackRoutes: FastifyPluginAsyncZod<{
  token: string;
  settlement: SettlementService;
}> = async (app, { token, settlement }) => {
  app.addHook('preValidation', async (request) => {
    if (!sameToken((request.params as { token?: string }).token ?? '', token))
      throw notFound('This callback');
  });
  const config = { csrf: false };
  const schema = (operationId: string) => ({
    tags,
    operationId,
    params,
    body: z.unknown(),
    response: { 200: acknowledged, 400: errorResponseSchema, 404: errorResponseSchema },
  });
  const parse = <T>(parser: (body: unknown) => T, body: unknown): T => {
    try {
      return parser(body);
    } catch (error) {
      throw badRequest(
        `Not a Daraja callback: ${error instanceof Error ? error.message : 'unreadable body'}`,
      );
    }
  };

  app.post(
    '/mpesa-callbacks/:token/stk',
    { config, schema: schema('mpesaStkCallback') },
    async (request) => {
      const callback = parse(parseStkCallback, request.body);
      await settlement.settleByProviderReference(
        'mpesa',
        callback.checkoutRequestId,
        callback.outcome,
      );
      return { ResultCode: 0 as const, ResultDesc: 'Accepted' };
    },
  );

  app.post(
    '/mpesa-callbacks/:token/b2c/result',
    { config, schema: schema('mpesaB2cResult') },
    async (request) => {
      const result = parse(parseB2cResult, request.body);
      await settlement.settleByProviderReference('mpesa', result.conversationId, result.outcome);
      return { ResultCode: 0 as const, ResultDesc: 'Accepted' };
    },
  );

  // A queue timeout says nothing final: the payment stays held until a status query settles it.
  for (const [path, operationId] of [
    ['b2c/timeout', 'mpesaB2cTimeout'],
    ['status/timeout', 'mpesaTransactionStatusTimeout'],
  ] as const) {
    app.post(
      `/mpesa-callbacks/:token/${path}`,
      { config, schema: schema(operationId) },
      async () => ({
        ResultCode: 0 as const,
        ResultDesc: 'Accepted',
      }),
    );
  }

  // The answer to our Transaction Status query about a payout; its ResultURL names the payout.
  app.post(
    '/mpesa-callbacks/:token/status/result/:transactionId',
    {
      config,
      schema: {
        ...schema('mpesaTransactionStatusResult'),
        params: params.extend({ transactionId: z.uuid('must be a transaction id') }),
      },
    },
    async (request) => {
      const { outcome } = parse(parseTransactionStatusResult, request.body);
      await settlement.settleById(request.params.transactionId, outcome);
      return { ResultCode: 0 as const, ResultDesc: 'Accepted' };
    },
  );
};

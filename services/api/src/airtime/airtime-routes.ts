import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@pamoja/contract/api-response';
import {
  airtimeMpesaRequest,
  airtimePurchaseResponse,
  airtimeReceiptRequest,
  airtimeReceiptResponse,
  groupAirtimeMpesaRequest,
} from '@pamoja/contract/airtime';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import { attemptLimits } from '@pamoja/server-kit/rate-limit';
import type { AirtimeModule } from './airtime-module';
import { sendAirtimeReceipt } from './airtime-receipt';
import { describeTransaction } from './airtime-transaction-view';
import type { MainDb } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import { linkToClaim, type Replay } from '../idempotency/idempotency-module';

const tags = ['airtime'];
const security = [{ bearerAuth: [] }];
const errors = Object.fromEntries(
  [400, 401, 403, 404, 422, 429, 502].map((status) => [status, errorResponseSchema]),
);
const WAITING = 'Check your phone and enter your M-Pesa PIN to pay for the airtime.';

/** Airtime paid by M-Pesa, for one number or a whole group, and its receipt by e-mail. */
export const airtimeRoutes: FastifyPluginAsyncZod<{
  identity: IdentityModule;
  db: MainDb;
  airtime: AirtimeModule;
}> = async (app, { identity, db, airtime }) => {
  const canBuy = identity.guard({ can: ['create', 'Airtime'] });
  // A retry of a purchase whose request died answers where the purchase stands now.
  const replay: Replay = async (id, request, reply) => {
    const tx = await airtime.purchases.find(currentAuth(request).userId, id);
    return reply.code(202).send({ message: WAITING, data: await describeTransaction(db, tx) });
  };
  // A receipt can go to any address: the same per-minute budget as a login keeps it from
  // becoming a way to mail strangers.
  const mailLimits = attemptLimits(app, identity.limits, (request) => request.auth?.userId);

  app.post(
    '/airtime-mpesa',
    {
      preHandler: canBuy,
      config: { idempotency: { replay } },
      schema: {
        tags,
        security,
        operationId: 'buyAirtimeByMpesa',
        summary: 'Buy airtime for yourself or another number, paid by M-Pesa STK push',
        body: airtimeMpesaRequest,
        response: { 202: airtimePurchaseResponse, ...errors },
      },
    },
    async (request, reply) => {
      const tx = await airtime.purchases.buy(
        currentAuth(request).userId,
        request.body,
        linkToClaim(request),
      );
      return reply.code(202).send({ message: WAITING, data: await describeTransaction(db, tx) });
    },
  );

  app.post(
    '/group-airtime-mpesa',
    {
      preHandler: canBuy,
      config: { idempotency: { replay } },
      schema: {
        tags,
        security,
        operationId: 'buyGroupAirtimeByMpesa',
        summary: 'Buy every member of a group their airtime with one M-Pesa payment',
        body: groupAirtimeMpesaRequest,
        response: { 202: airtimePurchaseResponse, ...errors },
      },
    },
    async (request, reply) => {
      const tx = await airtime.purchases.buyForGroup(
        currentAuth(request).userId,
        request.body,
        linkToClaim(request),
      );
      return reply.code(202).send({ message: WAITING, data: await describeTransaction(db, tx) });
    },
  );

  app.post(
    '/send-airtime-reciept-mail',
    {
      preHandler: [identity.guard({ can: ['read', 'Airtime'] }), mailLimits],
      schema: {
        tags,
        security,
        operationId: 'sendAirtimeReceiptMail',
        summary: 'E-mail the receipt of an airtime purchase to you or another address',
        body: airtimeReceiptRequest,
        response: { 200: airtimeReceiptResponse, ...errors },
      },
    },
    async (request) => {
      const email = await sendAirtimeReceipt(db, currentAuth(request).userId, request.body);
      return {
        message: `The receipt is on its way to ${email}.`,
        data: { transactionId: request.body.transactionId, email },
      };
    },
  );
};

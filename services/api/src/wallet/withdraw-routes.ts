import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorResponseSchema } from '@pamoja/contract/api-response';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import {
  acceptedTransactionResponse,
  beneficiaryWithdrawalRequest,
  PESALINK_MAX,
  pesalinkToPhoneRequest,
  sendToMpesaRequest,
} from '@pamoja/contract/wallet';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import { AppError } from '@pamoja/server-kit/errors';
import type { MainDb } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import { onceForKey, requireIdempotencyKey } from '../idempotency/idempotency-repository';
import type { WalletModule } from './wallet-module';
import type { Payout } from './withdrawal-service';

const tags = ['withdrawals'];
const security = [{ bearerAuth: [] }];
const errors = Object.fromEntries(
  [400, 401, 403, 404, 409, 422, 423, 429].map((s) => [s, errorResponseSchema]),
);
const response = { 200: acceptedTransactionResponse, 202: acceptedTransactionResponse, ...errors };

function answer(tx: WalletTransaction) {
  if (tx.status === 'FAILED') {
    throw new AppError(
      422,
      'PAYOUT_FAILED',
      `The transfer failed: ${tx.failureReason ?? 'refused by the receiving side'}. Nothing was taken from your wallet.`,
    );
  }
  return {
    statusCode: tx.status === 'SUCCESS' ? 200 : 202,
    body: {
      message: tx.status === 'SUCCESS' ? 'Money sent.' : 'Your transfer is on its way.',
      data: tx,
    },
  };
}

/** The four withdrawals of SPEC §7: PIN, limits and fee, idempotent, two-phase. */
export const withdrawRoutes: FastifyPluginAsyncZod<{
  identity: IdentityModule;
  db: MainDb;
  wallet: WalletModule;
}> = async (app, { identity, db, wallet }) => {
  const preHandler = identity.guard({ can: ['create', 'Wallet'] });

  async function run(
    request: FastifyRequest,
    reply: FastifyReply,
    pin: string,
    payout: (userId: string) => Promise<Omit<Payout, 'userId'>>,
  ) {
    const auth = currentAuth(request);
    const key = requireIdempotencyKey(request.headers['idempotency-key']);
    const result = await onceForKey(db, auth.userId, key, request.body, async () => {
      await identity.pins.verifyPin(auth.userId, pin);
      return answer(
        await wallet.withdrawals.withdraw({ userId: auth.userId, ...(await payout(auth.userId)) }),
      );
    });
    return reply.code(result.statusCode).send(result.body as never);
  }

  app.post(
    '/withdraw/mobile-wallet/send-to-mpesa',
    {
      preHandler,
      schema: { tags, security, operationId: 'sendToMpesa', body: sendToMpesaRequest, response },
    },
    async (request, reply) =>
      run(request, reply, request.body.pin, async () => ({
        type: 'MPESA_B2C',
        rail: 'mpesa',
        amount: request.body.amount,
        phoneNumber: request.body.phoneNumber,
      })),
  );

  app.post(
    '/withdraw/pesalink/pesalink-to-phone',
    {
      preHandler,
      schema: {
        tags,
        security,
        operationId: 'pesalinkToPhone',
        body: pesalinkToPhoneRequest,
        response,
      },
    },
    async (request, reply) =>
      run(request, reply, request.body.pin, async () => ({
        type: 'PESALINK_PHONE',
        rail: 'pesalink',
        amount: request.body.amount,
        phoneNumber: request.body.phoneNumber,
      })),
  );

  app.post(
    '/withdraw/pesalink/pesalink-to-account',
    {
      preHandler,
      schema: {
        tags,
        security,
        operationId: 'pesalinkToAccount',
        body: beneficiaryWithdrawalRequest(PESALINK_MAX),
        response,
      },
    },
    async (request, reply) =>
      run(request, reply, request.body.pin, async (userId) => {
        const beneficiary = await wallet.beneficiaries(
          userId,
          request.body.beneficiaryId,
          'PESALINK_BANK',
        );
        return {
          type: 'PESALINK_ACCOUNT',
          rail: 'pesalink',
          amount: request.body.amount,
          ...beneficiary,
        };
      }),
  );

  app.post(
    '/withdraw/bank/ift',
    {
      preHandler,
      schema: {
        tags,
        security,
        operationId: 'bankTransfer',
        body: beneficiaryWithdrawalRequest(999_999),
        response,
      },
    },
    async (request, reply) =>
      run(request, reply, request.body.pin, async (userId) => {
        const beneficiary = await wallet.beneficiaries(
          userId,
          request.body.beneficiaryId,
          'BANK_ACCOUNT',
        );
        return { type: 'BANK_IFT', rail: 'bank-ift', amount: request.body.amount, ...beneficiary };
      }),
  );
};

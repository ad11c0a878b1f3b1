import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorResponseSchema } from '@pamoja/contract/api-response';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import {
  acceptedTransactionResponse,
  BANK_IFT_MIN,
  BANK_TRANSFER_MAX,
  beneficiaryWithdrawalRequest,
  pesalinkToPhoneRequest,
  sendToMpesaRequest,
} from '@pamoja/contract/wallet';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import { AppError } from '@pamoja/server-kit/errors';
import type { IdentityModule } from '../identity/identity-module';
import { linkToClaim } from '../idempotency/idempotency-module';
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
    message: tx.status === 'SUCCESS' ? 'Money sent.' : 'Your transfer is on its way.',
    data: tx,
  };
}

const statusOf = (tx: WalletTransaction) => (tx.status === 'SUCCESS' ? 200 : 202);

/** The four withdrawals: PIN, limits and fee, idempotent, two-phase (docs/money.md). */
export const withdrawRoutes: FastifyPluginAsyncZod<{
  identity: IdentityModule;
  wallet: WalletModule;
}> = async (app, { identity, wallet }) => {
  const preHandler = identity.guard({ can: ['create', 'Wallet'] });
  // A retry of a withdrawal whose request died answers where its money stands now.
  const config = {
    idempotency: {
      replay: async (id: string, request: FastifyRequest, reply: FastifyReply) => {
        const tx = await wallet.transaction(currentAuth(request).userId, id);
        return reply.code(statusOf(tx)).send(answer(tx));
      },
    },
  };

  async function run(
    request: FastifyRequest,
    reply: FastifyReply,
    pin: string,
    payout: (userId: string) => Promise<Omit<Payout, 'userId'>>,
  ) {
    const auth = currentAuth(request);
    await identity.pins.verifyPin(auth.userId, pin);
    const tx = await wallet.withdrawals.withdraw({
      userId: auth.userId,
      ...(await payout(auth.userId)),
      link: linkToClaim(request),
    });
    return reply.code(statusOf(tx)).send(answer(tx));
  }

  app.post(
    '/withdraw/mobile-wallet/send-to-mpesa',
    {
      preHandler,
      config,
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
      config,
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
      config,
      schema: {
        tags,
        security,
        operationId: 'pesalinkToAccount',
        body: beneficiaryWithdrawalRequest(BANK_TRANSFER_MAX),
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
      config,
      schema: {
        tags,
        security,
        operationId: 'bankTransfer',
        body: beneficiaryWithdrawalRequest(BANK_TRANSFER_MAX, BANK_IFT_MIN),
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

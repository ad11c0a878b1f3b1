import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, successResponse } from '@pamoja/contract/api-response';
import { conflict } from '@pamoja/server-kit/errors';
import type { MainDb } from '../db/schema';
import { createUserRepository } from '../identity/identity-module';
import {
  createReconciliationRepository,
  createTransactionRepository,
  type PaymentsModule,
} from '../payments/payments-module';
import { createWithdrawalService } from '../wallet/wallet-module';

const DEMO_MEMBER = 'member@pamoja.test';
const AMOUNT = 10_000n;

/**
 * Leaves a payout of the demo member pending at a rail that will never place it, and queues it
 * as the sweeper does after the deadline: the reconciliation screen can then be tried (and its
 * end-to-end journey run) without waiting an hour. Funded by a settled top-up, so the books
 * stay exact. Not in production.
 */
export const devReconciliationRoutes: FastifyPluginAsyncZod<{
  db: MainDb;
  payments: PaymentsModule;
}> = async (app, { db, payments }) => {
  app.post(
    '/dev/reconciliation/stuck-payout',
    {
      schema: {
        tags: ['development'],
        operationId: 'makeDevStuckPayout',
        summary: 'Queue a stuck payout of the demo member for reconciliation (not in production)',
        response: {
          201: successResponse(z.object({ transactionId: z.uuid() })),
          409: errorResponseSchema,
        },
      },
    },
    async (_request, reply) => {
      const member = await createUserRepository(db).findByLogin({ email: DEMO_MEMBER });
      // Without the demo data (a server started without seeding) there is no one to pay out
      // for: the caller hears why, not a 500.
      if (!member)
        throw conflict(
          `The demo member ${DEMO_MEMBER} is not seeded: start the server with its demo data.`,
          'DEMO_DATA_MISSING',
        );
      const topUp = await createTransactionRepository(db).create({
        userId: member.id,
        type: 'MPESA_TOPUP',
        direction: 'CREDIT',
        amount: AMOUNT + 1_000n,
        phoneNumber: member.phone_number,
        provider: 'mpesa',
      });
      await payments.settlement.settleById(topUp.id, {
        status: 'SUCCESS',
        receiptNumber: `DEV${topUp.reference.slice(-7)}`,
      });
      // The rail accepts it under a reference it will never place again: PENDING for ever.
      const lost = createWithdrawalService(
        db,
        async () => ({ providerReference: `LOST-${randomUUID()}` }),
        payments.settlement,
      );
      const payout = await lost.withdraw({
        userId: member.id,
        type: 'BANK_IFT',
        rail: 'bank-ift',
        amount: AMOUNT,
        bankCode: '01',
        accountNumber: '0123456789',
        beneficiaryName: 'Demo member',
      });
      await createReconciliationRepository(db).open(payout.id, 'STILL_PENDING');
      return reply.code(201).send({
        message: 'A stuck payout is waiting in the reconciliation queue.',
        data: { transactionId: payout.id },
      });
    },
  );
};

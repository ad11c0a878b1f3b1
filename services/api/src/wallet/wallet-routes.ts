import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@pamoja/contract/api-response';
import { toMajorUnits } from '@pamoja/contract/money';
import {
  accountsResponse,
  acceptedTransactionResponse,
  topUpRequest,
} from '@pamoja/contract/wallet';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import { forbidden } from '@pamoja/server-kit/errors';
import type { MainDb } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import { createUserRepository } from '../identity/identity-module';
import { linkToClaim } from '../idempotency/idempotency-module';
import { createLedger } from '../ledger/ledger-module';
import type { WalletModule } from './wallet-module';

const tags = ['wallet'];
const TOP_UP_STARTED = 'Check your phone and enter your M-Pesa PIN to complete the top-up.';
const security = [{ bearerAuth: [] }];
const errors = Object.fromEntries(
  [400, 401, 403, 404, 409, 422, 423, 429, 502].map((s) => [s, errorResponseSchema]),
);

type BalanceRow = { currency: string; posted_balance: bigint; held_balance: bigint };

/** An account's balances as people read them; an account not made yet reads KES 0. */
const toAccounts = (rows: BalanceRow[]) =>
  (rows.length > 0 ? rows : [{ currency: 'KES', posted_balance: 0n, held_balance: 0n }]).map(
    (row) => ({
      currency: row.currency,
      balance: toMajorUnits(row.posted_balance),
      available: toMajorUnits(row.posted_balance - row.held_balance),
      held: toMajorUnits(row.held_balance),
    }),
  );

/** Balances and M-Pesa top-up. */
export const walletRoutes: FastifyPluginAsyncZod<{
  identity: IdentityModule;
  db: MainDb;
  wallet: WalletModule;
}> = async (app, { identity, db, wallet }) => {
  const users = createUserRepository(db);

  app.get(
    '/accounts/user/:id',
    {
      preHandler: identity.guard({ can: ['read', 'Wallet'] }),
      schema: {
        tags,
        security,
        operationId: 'getUserAccounts',
        params: z.object({ id: z.uuid('must be a user id') }),
        response: { 200: accountsResponse, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      const target = request.params.id;
      // Own accounts, or an ADMIN looking at a member of the organisation they act for.
      const adminOfTarget =
        auth.organisationId !== null &&
        auth.ability.can('manage', 'Member') &&
        (await users.organisationRoles(target)).some((o) => o.id === auth.organisationId);
      if (target !== auth.userId && !adminOfTarget)
        throw forbidden('You can only see your own accounts.');
      const rows = await createLedger(db).balances(target);
      return { message: 'Success', data: toAccounts(rows) };
    },
  );

  app.get(
    '/accounts/organisation/:id',
    {
      preHandler: identity.guard({ can: ['read', 'Wallet'], organisation: 'optional' }),
      schema: {
        tags,
        security,
        operationId: 'getOrganisationAccounts',
        summary: "A business's wallet: what its sales paid in",
        params: z.object({ id: z.uuid('must be an organisation id') }),
        response: { 200: accountsResponse, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      const target = request.params.id;
      const adminOfTarget =
        auth.organisationId === target && auth.ability.can('manage', 'Organisation');
      if (!adminOfTarget && !auth.ability.can('manage', 'all'))
        throw forbidden("Only the organisation's admins can see its wallet.");
      const rows = await createLedger(db).organisationBalances(target);
      return { message: 'Success', data: toAccounts(rows) };
    },
  );

  app.post(
    '/mpesa-topup',
    {
      preHandler: identity.guard({ can: ['create', 'Wallet'] }),
      config: {
        idempotency: {
          replay: async (id, request, reply) =>
            reply.code(202).send({
              message: TOP_UP_STARTED,
              data: await wallet.transaction(currentAuth(request).userId, id),
            }),
        },
      },
      schema: {
        tags,
        security,
        operationId: 'mpesaTopUp',
        summary: 'Top up the wallet by M-Pesa STK push',
        body: topUpRequest,
        response: { 202: acceptedTransactionResponse, ...errors },
      },
    },
    async (request, reply) => {
      const auth = currentAuth(request);
      const { phoneNumber, amount } = request.body;
      return reply.code(202).send({
        message: TOP_UP_STARTED,
        data: await wallet.topUps.start(auth.userId, phoneNumber, amount, linkToClaim(request)),
      });
    },
  );
};

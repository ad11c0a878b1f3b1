import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { MainDatabase } from '../db/schema';
import type { PaymentsModule } from '../payments/payments-module';
import { devLedgerRoutes } from './dev-ledger-routes';
import { devOutboxRoutes } from './dev-outbox-routes';
import { devReconciliationRoutes } from './dev-reconciliation-routes';

/**
 * The development mailbox, ledger check and a stuck payout for the reconciliation screen; app.ts
 * leaves them out in production.
 */
export const devDomain: FastifyPluginAsync<{
  db: Kysely<MainDatabase>;
  payments: PaymentsModule;
}> = async (app, { db, payments }) => {
  await app.register(devOutboxRoutes, { db });
  await app.register(devLedgerRoutes, { db });
  await app.register(devReconciliationRoutes, { db, payments });
};

import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { MainDatabase } from '../db/schema';
import { devLedgerRoutes } from './dev-ledger-routes';
import { devOutboxRoutes } from './dev-outbox-routes';

/** The development mailbox and ledger check; app.ts leaves them out in production. */
export const devDomain: FastifyPluginAsync<{ db: Kysely<MainDatabase> }> = async (app, { db }) => {
  await app.register(devOutboxRoutes, { db });
  await app.register(devLedgerRoutes, { db });
};

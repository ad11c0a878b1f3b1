import type { FastifyInstance } from 'fastify';
import { loadConfig } from '@pamoja/server-kit/config';
import type { DatabaseHandle } from '@pamoja/server-kit/database';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { buildApp } from '../src/app';
import { prepareMainDatabase } from '../src/db/migrate';
import type { AirtimeModule } from '../src/airtime/airtime-module';
import type { PaymentsModule } from '../src/payments/payments-module';

/** A valid anti-forgery header for requests that change something. */
export const csrfHeaders = { 'x-csrf-token': 'ab'.repeat(32) };

/** The main service over the worker's test database, migrated, with logs silenced. */
export async function buildTestApp(
  env: Record<string, string> = {},
  exposePayments?: (payments: PaymentsModule) => void,
  exposeAirtime?: (airtime: AirtimeModule) => void,
  /** A database of the test's own, for tests of what scans every row (the sweeper). */
  database?: DatabaseHandle,
): Promise<FastifyInstance> {
  const handle = database ?? (await sharedTestDatabase());
  const { db } = handle;
  await prepareMainDatabase(db);
  const config = loadConfig({
    NODE_ENV: 'test',
    // Tests share one IP; the limits get their own test with low values.
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
    MPESA_SIMULATOR_DELAY_MS: '5',
    AIRTIME_SIMULATOR_DELAY_MS: '5',
    ...env,
  });
  const app = await buildApp({
    db,
    config,
    listen: handle.listen,
    logger: false,
    startWorkers: false,
    ...(exposePayments && { exposePayments }),
    ...(exposeAirtime && { exposeAirtime }),
  });
  await app.ready();
  return app;
}

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createDatabase, type DatabaseHandle } from '@pamoja/server-kit/database';
import { scopeMainDatabase } from '../src/db/migrate';
import type { PaymentsModule } from '../src/payments/payments-module';
import { buildTestApp } from './build-test-app';

/**
 * The app over a database of the test file's own, with its payments module: the sweeper reads
 * every stale row, so rows other files leave pending (thousands, from the fuzz test) stay out of
 * its rounds. Read the fields inside tests; hooks fill them.
 */
export function appOnOwnDatabase() {
  const world = {} as {
    app: FastifyInstance;
    payments: PaymentsModule;
    own: DatabaseHandle;
    db: () => ReturnType<typeof scopeMainDatabase>;
  };
  beforeAll(async () => {
    world.own = await createDatabase({ dataDir: 'memory://' });
    world.db = () => scopeMainDatabase(world.own.db);
    world.app = await buildTestApp(
      {},
      (exposed) => (world.payments = exposed),
      undefined,
      world.own,
    );
  });
  afterAll(async () => {
    await world.app.close();
    await world.own.close();
  });
  return world;
}

import type { FastifyInstance } from 'fastify';
import { loadConfig } from '@pamoja/server-kit/config';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { buildApp } from '../src/app';
import { prepareLearningDatabase } from '../src/db/migrate';

/** The learning service over the worker's test database, migrated, with logs silenced. */
export async function buildTestApp(): Promise<FastifyInstance> {
  const { db } = await sharedTestDatabase();
  await prepareLearningDatabase(db);
  const app = await buildApp({ db, config: loadConfig({ NODE_ENV: 'test' }), logger: false });
  await app.ready();
  return app;
}

import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@pamoja/contract/roles';
import { AccessTokens } from '@pamoja/server-kit/auth/access-tokens';
import { loadConfig } from '@pamoja/server-kit/config';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { buildApp } from '../src/app';
import { prepareLearningDatabase } from '../src/db/migrate';

export const testConfig = loadConfig({ NODE_ENV: 'test' });

/** The learning service over the worker's test database, migrated, with logs silenced. */
export async function buildTestApp(): Promise<FastifyInstance> {
  const { db } = await sharedTestDatabase();
  await prepareLearningDatabase(db);
  const app = await buildApp({ db, config: testConfig, logger: false });
  await app.ready();
  return app;
}

/** An access token as the main service would issue it (same derived key). */
export async function tokenFor(role: Role = 'MEMBER', organisationIds: string[] = []) {
  const tokens = new AccessTokens(testConfig.JWT_SECRET, testConfig.ACCESS_TOKEN_TTL_SECONDS);
  return tokens.sign({ userId: randomUUID(), role, sessionId: randomUUID(), organisationIds });
}

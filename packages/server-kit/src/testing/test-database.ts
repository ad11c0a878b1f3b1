import { inject } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL URLs, one per worker, made by the global set-up when TEST_DATABASE_URL is set. */
    testDatabaseUrls: string[];
  }
}

let shared: Promise<DatabaseHandle> | undefined;

/**
 * One database per test worker (PGlite costs seconds and hundreds of MB to start): in memory by
 * default, or the worker's own PostgreSQL database when the suite runs with TEST_DATABASE_URL.
 * Test files share it, so each test makes its own rows (unique names) or cleans up after itself.
 */
export function sharedTestDatabase(): Promise<DatabaseHandle> {
  shared ??= openTestDatabase();
  return shared;
}

async function openTestDatabase(): Promise<DatabaseHandle> {
  const urls = inject('testDatabaseUrls') ?? [];
  if (urls.length === 0) return createDatabase({ dataDir: 'memory://' });
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[(worker - 1) % urls.length];
  return createDatabase({ url, poolSize: 20 });
}

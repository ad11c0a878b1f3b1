import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

const WORKER_DATABASES = 4;

/**
 * With TEST_DATABASE_URL, makes a fresh database for each test worker on that server and drops
 * them afterwards, so runs never see each other's rows.
 */
export async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('testDatabaseUrls', []);
    return;
  }
  const run = randomBytes(4).toString('hex');
  const names = Array.from({ length: WORKER_DATABASES }, (_, i) => `pamoja_test_${run}_${i + 1}`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const name of names) await admin.query(`create database "${name}"`);
  await admin.end();
  project.provide(
    'testDatabaseUrls',
    names.map((name) => withDatabase(serverUrl, name)),
  );
  return async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    for (const name of names) await cleanup.query(`drop database if exists "${name}" with (force)`);
    await cleanup.end();
  };
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** PostgreSQL for the bench: BENCH_DATABASE_URL, default the machine's server. */
export const SERVER =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs the bench in a throw-away database, dropped afterwards whatever happens. */
export async function withScratchDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `pamoja_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  try {
    const url = new URL(SERVER);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

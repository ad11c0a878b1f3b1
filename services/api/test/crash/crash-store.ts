import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { loadConfig } from '@pamoja/server-kit/config';
import { createDatabase, type DatabaseHandle } from '@pamoja/server-kit/database';
import { buildApp } from '../../src/app';
import type { AirtimeModule } from '../../src/airtime/airtime-module';
import { prepareMainDatabase, scopeMainDatabase } from '../../src/db/migrate';
import type { MainDatabase } from '../../src/db/schema';
import type { PaymentsModule } from '../../src/payments/payments-module';

/** The main service in this process over the crashed one's data: what a restart looks like. */
export interface Restarted {
  app: FastifyInstance;
  db: Kysely<MainDatabase>;
  payments: PaymentsModule;
  airtime: AirtimeModule;
}

export interface CrashStore {
  /** What the crashing process is started with to find the same data. */
  env: Record<string, string>;
  /** The in-process service, opened on the data if it is not open already. */
  open(): Promise<Restarted>;
  /** Hands the data to a child process: PGlite allows one process on a folder at a time. */
  release(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * A database of the suite's own: a fresh PostgreSQL database on TEST_DATABASE_URL's server
 * (dropped afterwards), else a PGlite folder on disk in a temporary directory. Either way the
 * crashing child and the in-process restart share it and nothing else does.
 */
export function createCrashStore(): CrashStore {
  const name = `pamoja_crash_${randomBytes(4).toString('hex')}`;
  const dataDir = join(tmpdir(), name);
  const server = process.env.TEST_DATABASE_URL;
  const url = server ? withDatabase(server, name) : '';
  let created = false;
  let migrated = false;
  let current: { handle: DatabaseHandle; restarted: Restarted } | undefined;

  async function open(): Promise<Restarted> {
    if (current) return current.restarted;
    // Made on first open, so a file whose tests are all filtered out leaves nothing behind.
    mkdirSync(dataDir, { recursive: true });
    if (server && !created) {
      await admin(server, `create database "${name}"`);
      created = true;
    }
    const handle = await createDatabase(server ? { url } : { dataDir });
    // The first open migrates; later ones find the schema the child already checked.
    const db = migrated ? scopeMainDatabase(handle.db) : await prepareMainDatabase(handle.db);
    migrated = true;
    let payments: PaymentsModule | undefined;
    let airtime: AirtimeModule | undefined;
    const app = await buildApp({
      db: handle.db,
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        AUTH_RATE_LIMIT_PER_IP: '100000',
        AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
        ACCESS_TOKEN_TTL_SECONDS: '86400',
        MPESA_SIMULATOR_DELAY_MS: '5',
        AIRTIME_SIMULATOR_DELAY_MS: '5',
      }),
      logger: false,
      // The sweeper and the dispatcher are run by hand, with the clock the test chooses.
      startWorkers: false,
      exposePayments: (exposed) => (payments = exposed),
      exposeAirtime: (exposed) => (airtime = exposed),
    });
    await app.ready();
    current = { handle, restarted: { app, db, payments: payments!, airtime: airtime! } };
    return current.restarted;
  }

  async function release() {
    // PostgreSQL takes any number of processes: the restart stays open, as a second replica.
    if (server || !current) return;
    await close();
  }

  async function close() {
    if (!current) return;
    const { handle, restarted } = current;
    current = undefined;
    await restarted.app.close();
    await handle.close();
  }

  return {
    // An empty DATABASE_URL means PGlite in DATA_DIR, whatever the calling shell has set.
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    open,
    release,
    async destroy() {
      await close();
      if (created) await admin(server!, `drop database if exists "${name}" with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

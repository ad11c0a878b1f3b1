import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { listenOverPostgres, type ListenToChannel } from './database-listener';
import { statementName, withStatementCache } from './statement-cache';

// Each service types its own schema; the kit only needs a handle.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDatabase = Kysely<any>;

// bigint columns hold money in minor units: parsed as BigInt, never as a float. Calendar dates
// stay 'YYYY-MM-DD' text: as a Date they would shift with the server's time zone.
const INT8 = 20;
const DATE = 1082;

export interface DatabaseHandle {
  db: AnyDatabase;
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN to a channel, on a PostgreSQL server only: there other processes write to the same
   * database. The embedded database has no other writer than this process.
   */
  listen?: ListenToChannel;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL selects a PostgreSQL server; otherwise PGlite is embedded. */
  url?: string | undefined;
  /** PGlite data folder, or `memory://` for a throw-away database. */
  dataDir?: string;
  poolSize?: number;
}

/**
 * A statement the cache compiled runs as a named prepared statement: the connection parses it
 * once, where an unnamed one is parsed every time. PostgreSQL plans its first five calls for their
 * own values, then keeps one generic plan when that costs no more (its default plan cache mode):
 * planning a list page took longer than running it. Pages state their size in the SQL for this
 * (pagination.ts).
 */
function prepareCachedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values: unknown, ...rest: unknown[]) => {
    const name =
      typeof text === 'string' && Array.isArray(values) ? statementName(text) : undefined;
    return name ? query({ name, text, values }, ...rest) : query(text, values, ...rest);
  }) as typeof client.query;
}

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // pg's advice: an idle client whose server connection drops (restart, failover) emits an
    // error on the pool; without a listener that would end the process. The pool replaces it.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => {
      client.setTypeParser(INT8, (value: string) => BigInt(value));
      client.setTypeParser(DATE, (value: string) => value);
      prepareCachedStatements(client);
    });
    const db = new Kysely({ dialect: withStatementCache(new PostgresDialect({ pool })) });
    return {
      db,
      kind: 'postgres',
      listen: listenOverPostgres(options.url),
      close: () => db.destroy(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  const location = dataDir.startsWith('memory://') ? dataDir : resolve(dataDir, 'pglite');
  if (location !== dataDir) mkdirSync(location, { recursive: true });
  const pglite = await PGlite.create(location, {
    parsers: { [INT8]: (value) => BigInt(value), [DATE]: (value) => value },
    // Name search ignores accents and uses a trigram index (the main service's migrations).
    extensions: { pg_trgm, unaccent },
  });
  const db = new Kysely({ dialect: withStatementCache(new PGliteDialect({ pglite })) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

export async function pingDatabase(db: AnyDatabase): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { scopeToSchema } from '../statement-cache';
import { sharedTestDatabase } from './test-database';

/**
 * A schema of the file's own holding table `probe` (`columns` in SQL, filled by `fill`, an
 * INSERT … SELECT body, when given), reached as a service reaches its tables: through the
 * statement cache. Made before the file's tests and dropped after them; `probe()` is the handle.
 */
export function probeSchema<DB extends Record<string, Record<string, unknown>>>(
  prefix: string,
  columns: string,
  fill?: string,
) {
  const schema = `${prefix}_${process.pid}`;
  let handle: Kysely<DB> | undefined;
  beforeAll(async () => {
    const shared = (await sharedTestDatabase()).db;
    await sql`create schema ${sql.id(schema)}`.execute(shared);
    await sql`create table ${sql.id(schema, 'probe')} (${sql.raw(columns)})`.execute(shared);
    if (fill) {
      await sql`insert into ${sql.id(schema, 'probe')} ${sql.raw(fill)}`.execute(shared);
      await sql`analyze ${sql.id(schema, 'probe')}`.execute(shared);
    }
    handle = scopeToSchema(shared.withTables<DB>(), schema);
  });
  afterAll(async () => {
    await sql`drop schema ${sql.id(schema)} cascade`.execute((await sharedTestDatabase()).db);
  });
  return {
    schema,
    probe: (): Kysely<DB> => {
      if (!handle) throw new Error('probeSchema: used before its beforeAll ran');
      return handle;
    },
  };
}

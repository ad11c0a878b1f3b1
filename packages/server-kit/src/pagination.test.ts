import type { Kysely, KyselyPlugin } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPage } from './pagination';
import { sharedTestDatabase } from './testing/test-database';

// A type, not an interface: Kysely's table maps need an index signature.
type ProbeDatabase = {
  probe: { id: number; colour: string };
};

const TABLE = `pagination_probe_${process.pid}`;
let db: Kysely<ProbeDatabase>;
let statements = 0;
// Counts the statements sent, so a page can be shown to cost one.
// (Results, not queries: an embedded subquery is transformed too, but answers nothing alone.)
const counting: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => {
    statements += 1;
    return args.result;
  },
};

beforeAll(async () => {
  const shared = (await sharedTestDatabase()).db;
  await sql`create table ${sql.table(TABLE)} (id int primary key, colour text not null)`.execute(
    shared,
  );
  // 25 rows: 1..25, every fifth one red.
  await sql`insert into ${sql.table(TABLE)} select n, case when n % 5 = 0 then 'red' else 'blue' end from generate_series(1, 25) n`.execute(
    shared,
  );
  db = shared.withTables<ProbeDatabase>().withPlugin(counting) as Kysely<ProbeDatabase>;
});
afterAll(async () => {
  await sql`drop table ${sql.table(TABLE)}`.execute((await sharedTestDatabase()).db);
});

const probes = (colour?: string) => {
  let q = db.selectFrom(`${TABLE} as probe` as 'probe').selectAll();
  if (colour) q = q.where('colour', '=', colour);
  return q.orderBy('id');
};

describe('a page of a list', () => {
  it('comes with the count of every match, in one statement', async () => {
    statements = 0;
    const page = await fetchPage(probes(), { page: 2, limit: 10 });
    expect(statements).toBe(1);
    expect(page.total).toBe(25);
    expect(page.rows.map((row) => row.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    // The count travels in the rows' own statement, never in what is answered.
    expect(Object.keys(page.rows[0]!).sort()).toEqual(['colour', 'id']);
  });

  it('counts what the filters keep', async () => {
    const page = await fetchPage(probes('red'), { page: 1, limit: 2 });
    expect(page).toEqual({
      rows: [
        { id: 5, colour: 'red' },
        { id: 10, colour: 'red' },
      ],
      total: 5,
    });
  });

  it('past the end: no rows, and the count asked alone', async () => {
    statements = 0;
    expect(await fetchPage(probes(), { page: 4, limit: 10 })).toEqual({ rows: [], total: 25 });
    expect(statements).toBe(2);
  });

  it('nothing matching: no rows and a count of 0, in one statement', async () => {
    statements = 0;
    expect(await fetchPage(probes('green'), { page: 1, limit: 10 })).toEqual({
      rows: [],
      total: 0,
    });
    expect(statements).toBe(1);
  });
});

import type { Kysely, KyselyPlugin } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPage, KEY_FIRST_OFFSET } from './pagination';
import { probeSchema } from './testing/probe-schema';
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

/** A probe table of rows 1..`rows`, every `redEvery`th one red; dropped after the file. */
function probeTable(name: string, rows: number, redEvery: number) {
  beforeAll(async () => {
    const shared = (await sharedTestDatabase()).db;
    await sql`create table ${sql.table(name)} (id int primary key, colour text not null)`.execute(
      shared,
    );
    await sql`insert into ${sql.table(name)} select n, case when n % ${redEvery} = 0 then 'red' else 'blue' end from generate_series(1, ${rows}) n`.execute(
      shared,
    );
  });
  afterAll(async () => {
    await sql`drop table ${sql.table(name)}`.execute((await sharedTestDatabase()).db);
  });
}

probeTable(TABLE, 25, 5);
beforeAll(async () => {
  const shared = (await sharedTestDatabase()).db;
  db = shared.withTables<ProbeDatabase>().withPlugin(counting) as Kysely<ProbeDatabase>;
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

describe('a deep page found by its keys first', () => {
  // 2,100 rows: deep enough for pages past KEY_FIRST_OFFSET.
  const BIG = `pagination_deep_${process.pid}`;
  const deep = (colour?: string) => {
    let q = db.selectFrom(`${BIG} as probe` as 'probe').selectAll();
    if (colour) q = q.where('colour', '=', colour);
    return q.orderBy('colour', 'desc').orderBy('id');
  };
  probeTable(BIG, 2100, 3);

  it('answers the same rows and total as the plain page, near, deep and past the end', async () => {
    const limit = 25;
    for (const colour of [undefined, 'red']) {
      for (const page of [
        1,
        KEY_FIRST_OFFSET / limit,
        KEY_FIRST_OFFSET / limit + 1,
        60,
        84,
        85,
        90,
      ]) {
        const plain = await fetchPage(deep(colour), { page, limit });
        const keyed = await fetchPage(deep(colour), { page, limit }, undefined, {
          keyFirst: 'probe.id',
        });
        expect(keyed, `${colour ?? 'all'} page ${page}`).toEqual(plain);
      }
    }
    const last = await fetchPage(deep(), { page: 84, limit }, undefined, { keyFirst: 'probe.id' });
    expect(last.rows.map((row) => row.id)).toEqual(
      // The last page holds the last blue rows (red sorts first): ids up to 2,100 but threes.
      Array.from({ length: 2100 }, (_, i) => i + 1)
        .filter((n) => n % 3 !== 0)
        .slice(-25),
    );
  });

  it('reads the keys in a subquery only from KEY_FIRST_OFFSET on', async () => {
    let shown = '';
    const spy = db.withPlugin({
      transformQuery: (args) => {
        shown = JSON.stringify(args.node);
        return args.node;
      },
      transformResult: async (args) => args.result,
    }) as Kysely<ProbeDatabase>;
    const from = (database: Kysely<ProbeDatabase>) =>
      database
        .selectFrom(`${BIG} as probe` as 'probe')
        .selectAll()
        .orderBy('id');
    await fetchPage(from(spy), { page: KEY_FIRST_OFFSET / 25, limit: 25 }, undefined, {
      keyFirst: 'probe.id',
    });
    expect(shown).not.toContain('"key"');
    await fetchPage(from(spy), { page: KEY_FIRST_OFFSET / 25 + 1, limit: 25 }, undefined, {
      keyFirst: 'probe.id',
    });
    expect(shown).toContain('"key"');
  });
});

describe('a deep page read from the nearer end', () => {
  // 2,100 rows, every third red: 700 red, 1,400 blue; red sorts first.
  const ENDS = `pagination_ends_${process.pid}`;
  probeTable(ENDS, 2100, 3);
  const filtered = (colour?: string) => {
    let q = db.selectFrom(`${ENDS} as probe` as 'probe').selectAll();
    if (colour) q = q.where('colour', '=', colour);
    return q;
  };
  const forward = (colour?: string) => filtered(colour).orderBy('colour', 'desc').orderBy('id');
  const options = (colour?: string) => ({
    keyFirst: 'probe.id',
    reversed: filtered(colour).orderBy('colour', 'asc').orderBy('id', 'desc'),
  });
  const count = (colour?: string) =>
    filtered(colour)
      .clearSelect()
      .select(sql<string>`count(*)`.as('total'));

  it('answers the rows and total the plain page does, at either end and past it', async () => {
    // Pages of 40: page 26 starts at offset 1,000; the last (53) holds 20 rows; 54 is past it.
    for (const [colour, pages] of [
      [undefined, [26, 27, 30, 50, 52, 53, 54, 60]],
      ['blue', [26, 30, 34, 35, 36]],
    ] as const) {
      for (const page of pages) {
        const plain = await fetchPage(forward(colour), { page, limit: 40 });
        const ends = await fetchPage(forward(colour), { page, limit: 40 }, count(colour), {
          ...options(colour),
        });
        expect(ends, `${colour ?? 'all'} page ${page}`).toEqual(plain);
      }
    }
    const last = await fetchPage(forward(), { page: 53, limit: 40 }, count(), options());
    // The last page holds the last 20 blue rows (red sorts first).
    expect(last.rows.map((row) => row.id)).toEqual(
      Array.from({ length: 2100 }, (_, i) => i + 1)
        .filter((n) => n % 3 !== 0)
        .slice(-20),
    );
  });

  it('walks backwards only for a page nearer the end, after asking the count', async () => {
    const shown: string[] = [];
    const spy = db.withPlugin({
      transformQuery: (args) => {
        shown.push(JSON.stringify(args.node));
        return args.node;
      },
      transformResult: async (args) => args.result,
    }) as Kysely<ProbeDatabase>;
    const table = `${ENDS} as probe` as 'probe';
    const ordered = (direction: 'asc' | 'desc') =>
      spy.selectFrom(table).selectAll().orderBy('id', direction);
    const counted = spy.selectFrom(table).select(sql<string>`count(*)`.as('total'));
    const read = (page: number) =>
      fetchPage(ordered('asc'), { page, limit: 10 }, counted, {
        reversed: ordered('desc'),
      });
    statements = 0;
    shown.length = 0;
    const back = await read(205);
    expect(back.rows.map((row) => row.id)).toEqual(Array.from({ length: 10 }, (_, i) => 2041 + i));
    expect(statements).toBe(2);
    expect(shown.at(-1)).toContain('["desc"]');
    shown.length = 0;
    const front = await read(101);
    expect(front.rows[0]!.id).toBe(1001);
    expect(shown.at(-1)).not.toContain('["desc"]');
  });
});

describe('pages on PostgreSQL', () => {
  const { schema: SCHEMA, probe } = probeSchema<ProbeDatabase>(
    'pagination_plans',
    'id int primary key, colour text not null',
    "select n, 'colour ' || n % 10 from generate_series(1, 20000) n",
  );

  it('is planned once per connection, not on every call', async () => {
    const handle = await sharedTestDatabase();
    const plans = await probe()
      .transaction()
      .execute(async (trx) => {
        // Ten colours alike: the plan for one colour is the plan for any.
        const ofColour = () =>
          trx.selectFrom('probe').select('id').where('colour', '=', 'colour 3').orderBy('id');
        // PostgreSQL plans a prepared statement's first five calls for their values.
        for (let call = 0; call < 7; call += 1) {
          const page = await fetchPage(ofColour(), { page: 1, limit: 10 });
          expect(page.total).toBe(2000);
          expect(page.rows.map((row) => row.id)).toEqual([3, 13, 23, 33, 43, 53, 63, 73, 83, 93]);
        }
        const prepared = await sql<{
          statement: string;
          generic_plans: string;
        }>`select statement, generic_plans from pg_prepared_statements`.execute(trx);
        return prepared.rows.filter((row) => row.statement.includes(`"${SCHEMA}"."probe"`));
      });
    if (handle.kind === 'postgres') {
      expect(plans).toHaveLength(1);
      expect(Number(plans[0]!.generic_plans)).toBeGreaterThan(0);
    } else {
      // PGlite runs in this process: it prepares nothing.
      expect(plans).toEqual([]);
    }
  });

  it('leaves a deep page unprepared, planned for its own offset on every call', async () => {
    const prepared = await probe()
      .transaction()
      .execute(async (trx) => {
        const all = () => trx.selectFrom('probe').select('id').orderBy('id');
        for (const page of [150, 1999]) {
          const found = await fetchPage(all(), { page, limit: 10 }, undefined, { keyFirst: 'id' });
          expect(found.total).toBe(20000);
          expect(found.rows[0]!.id).toBe((page - 1) * 10 + 1);
        }
        const statements = await sql<{
          statement: string;
        }>`select statement from pg_prepared_statements`.execute(trx);
        // The connection may hold the first page's statement from the test before.
        return statements.rows.filter(
          (row) => row.statement.includes(`"${SCHEMA}"."probe"`) && /offset/i.test(row.statement),
        );
      });
    expect(prepared).toEqual([]);
  });
});

import fc from 'fast-check';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type Compilable,
  type Dialect,
  type KyselyPlugin,
} from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { CachingQueryCompiler, planPerCall, scopeToSchema, statementName } from './statement-cache';
import { probeSchema } from './testing/probe-schema';
import { sharedTestDatabase } from './testing/test-database';

type Probe = {
  probe: { id: number; colour: string; size: number | null };
  other: { id: number; probe_id: number; label: string };
};

const dialect = (compiler: PostgresQueryCompiler): Dialect => ({
  createAdapter: () => new PostgresAdapter(),
  createDriver: () => new DummyDriver(),
  createIntrospector: (db) => new PostgresIntrospector(db),
  createQueryCompiler: () => compiler,
});

const caching = new CachingQueryCompiler();
const cached = scopeToSchema(new Kysely<Probe>({ dialect: dialect(caching) }), 'kit');
// What Kysely itself compiles for the same statements.
const reference = new Kysely<Probe>({ dialect: dialect(new PostgresQueryCompiler()) }).withSchema(
  'kit',
);

type Build = (db: Kysely<Probe>) => Compilable;
const both = (build: Build) => {
  const { sql: text, parameters } = build(cached).compile();
  return { cached: { text, parameters }, reference: pick(build(reference)) };
};
const pick = (query: Compilable) => {
  const { sql: text, parameters } = query.compile();
  return { text, parameters };
};

const statements: Record<string, (colour: string, ids: number[], day: Date) => Build> = {
  'a filtered, ordered page': (colour, _ids, day) => (db) =>
    db
      .selectFrom('probe')
      .selectAll()
      .where('colour', '=', colour)
      .where(sql<boolean>`${day}::date <= now()`)
      .orderBy('id')
      .limit(10)
      .offset(20),
  'a list of values and a subquery': (colour, ids) => (db) =>
    db
      .selectFrom('probe')
      .select((eb) => [
        'probe.id',
        eb
          .selectFrom('other')
          .select('label')
          .whereRef('other.probe_id', '=', 'probe.id')
          .limit(1)
          .as('label'),
      ])
      .where('probe.id', 'in', ids.length > 0 ? ids : [0])
      .where((eb) =>
        eb.exists(eb.selectFrom('other').select('id').where('other.label', '=', colour)),
      ),
  'a join, a CTE and immediate values': (colour) => (db) =>
    db
      .with('red', (qb) => qb.selectFrom('probe').select('id').where('colour', '=', sql.lit('red')))
      .selectFrom('red')
      .innerJoin('other', 'other.probe_id', 'red.id')
      .select(['other.label'])
      .where('other.label', '<>', colour),
  'an insert of several rows, returning': (colour, ids) => (db) =>
    db
      .insertInto('probe')
      .values((ids.length > 0 ? ids : [1]).map((id) => ({ id, colour, size: null })))
      .returning('id'),
  'an update and a delete': (colour, ids) => (db) =>
    db
      .updateTable('probe')
      .set({ colour, size: ids.length })
      .where('id', '=', ids[0] ?? 1),
  'raw SQL with a builder inside': (colour) => (db) => {
    const query = sql`select count(*) from (${db.selectFrom('probe').select('id').where('colour', '=', colour)}) p`;
    return { compile: () => query.compile(db) };
  },
};

describe('the statement cache', () => {
  it('compiles every kind of statement as Kysely does, with this call’s values', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(statements)),
        fc.string(),
        fc.array(fc.integer(), { maxLength: 4 }),
        fc.date({ noInvalidDate: true }),
        (name, colour, ids, day) => {
          const compiled = both(statements[name]!(colour, ids, day));
          expect(compiled.cached).toEqual(compiled.reference);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps one shape per code path, not one per value', () => {
    const before = caching.shapes;
    for (let i = 0; i < 50; i += 1)
      both(statements['a filtered, ordered page']!(`c${i}`, [], new Date()));
    expect(caching.shapes - before).toBeLessThanOrEqual(1);
    // An immediate value is part of the SQL, so another one is another shape.
    const lit = (colour: string) =>
      cached.selectFrom('probe').select('id').where('colour', '=', sql.lit(colour));
    expect(lit('red').compile().sql).toContain("'red'");
    expect(lit('blue').compile().sql).toContain("'blue'");
    // The same text as a number and as a string: two shapes, two literals.
    const size = (value: number | string) =>
      cached
        .selectFrom('probe')
        .select('id')
        .where('size', '=', sql.lit(value as number));
    expect(size(1).compile().sql).toMatch(/= 1$/);
    expect(size('1').compile().sql).toMatch(/= '1'$/);
  });

  it('compiles statements that share a builder’s nodes as Kysely does, wherever they reach them', () => {
    // Built once, as a repository does: every statement below shares its from, columns and joins.
    const plain = (db: Kysely<Probe>) =>
      db.selectFrom('probe').select(['probe.id']).innerJoin('other', 'other.probe_id', 'probe.id');
    // A shared join holding a value: every statement must still get the value.
    const valued = (db: Kysely<Probe>) =>
      db
        .selectFrom('probe')
        .select(['probe.id'])
        .innerJoin('other', (join) =>
          join.onRef('other.probe_id', '=', 'probe.id').on('other.label', '<>', 'hidden'),
        );
    const bases = [plain, valued].map((base) => ({
      cached: base(cached),
      reference: base(reference),
    }));
    type Base = (typeof bases)[number]['cached'];
    const variants: ((q: Base, colour: string, size: number) => Compilable)[] = [
      (q, colour) => q.where('probe.colour', '=', colour),
      // Other columns first: the shared joins are then reached from another place in the trie.
      (q, colour) => q.select('probe.colour').where('probe.colour', '=', colour),
      (q, _colour, size) => q.select(['probe.size', 'other.label']).where('probe.size', '>', size),
      (q, _colour, size) => q.where('probe.size', '=', size).orderBy('probe.id'),
    ];
    fc.assert(
      fc.property(
        fc.nat(bases.length - 1),
        fc.nat(variants.length - 1),
        fc.string(),
        fc.integer(),
        (at, variant, colour, size) => {
          const build = variants[variant]!;
          const shared = bases[at]!;
          expect(pick(build(shared.cached, colour, size))).toEqual(
            pick(build(shared.reference as Base, colour, size)),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('reads a subtree statements share once it knows where it leads', () => {
    let reads = 0;
    let sharedFrom: object | undefined;
    // Gives every statement the same frozen `from`, counting how often its properties are read.
    const sharing: KyselyPlugin = {
      transformQuery: ({ node }) => {
        const from = (node as unknown as { from: object }).from;
        sharedFrom ??= new Proxy(from, {
          get: (target, key) => {
            reads += 1;
            return Reflect.get(target, key);
          },
        });
        return Object.freeze({ ...node, from: sharedFrom }) as typeof node;
      },
      transformResult: async (args) => args.result,
    };
    const db = scopeToSchema(
      new Kysely<Probe>({ dialect: dialect(new CachingQueryCompiler()) }).withPlugin(sharing),
      'kit',
    );
    const page = (colour: string) =>
      db.selectFrom('probe').select('id').where('colour', '=', colour).compile();
    // The first call learns the shape, the second finds it and remembers the subtree's walk.
    page('red');
    page('blue');
    const learnt = reads;
    expect(learnt).toBeGreaterThan(0);
    for (const colour of ['green', 'amber', 'teal']) {
      expect(page(colour)).toMatchObject({
        sql: 'select "id" from "kit"."probe" where "colour" = $1',
        parameters: [colour],
      });
    }
    expect(reads).toBe(learnt);
  });

  it('compiles a statement of more than 2,000 values as it comes, keeping no shape for it', () => {
    const ids = Array.from({ length: 2001 }, (_, i) => i);
    const before = caching.shapes;
    const compiled = both((db) => db.selectFrom('probe').select('id').where('id', 'in', ids));
    expect(compiled.cached).toEqual(compiled.reference);
    expect(caching.shapes).toBe(before);
  });

  it('keeps at most 1,000 shapes, still compiling each statement right', () => {
    // Lists of another length are other shapes: 1,100 of them, past the limit.
    for (let length = 1; length <= 1100; length += 1) {
      const ids = Array.from({ length }, (_, i) => i);
      const compiled = both((db) => db.selectFrom('other').select('id').where('id', 'in', ids));
      expect(compiled.cached).toEqual(compiled.reference);
    }
    expect(caching.shapes).toBeGreaterThan(0);
    expect(caching.shapes).toBeLessThanOrEqual(1000);
  });

  it('keeps the schema of a database whose plugins were added before scoping', () => {
    const noop: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => args.result,
    };
    const plugged = scopeToSchema(
      new Kysely<Probe>({ dialect: dialect(new CachingQueryCompiler()) }).withPlugin(noop),
      'kit',
    );
    expect(plugged.selectFrom('probe').select('id').where('id', '=', 1).compile().sql).toBe(
      'select "id" from "kit"."probe" where "id" = $1',
    );
  });

  it('falls back to Kysely’s own schema plugin on a database that does not cache', () => {
    const plain = scopeToSchema(
      new Kysely<Probe>({ dialect: dialect(new PostgresQueryCompiler()) }),
      'kit',
    );
    expect(plain.selectFrom('probe').select('id').compile().sql).toBe(
      'select "id" from "kit"."probe"',
    );
  });
});

describe('statement names', () => {
  it('names a plain statement and leaves pattern matches and marked statements unnamed', () => {
    const plain = cached.selectFrom('probe').select('id').where('colour', '=', 'red').compile();
    expect(statementName(plain.sql)).toMatch(/^pamoja_\d+$/);
    for (const operator of ['like', 'ilike', 'not ilike'] as const) {
      const match = cached.selectFrom('probe').select('id').where('colour', operator, '%re%');
      expect(statementName(match.compile().sql)).toBeUndefined();
    }
    const similar = cached
      .selectFrom('probe')
      .select('id')
      .where(sql<boolean>`colour similar to ${'%(re|bl)%'}`);
    expect(statementName(similar.compile().sql)).toBeUndefined();
    const page = () => cached.selectFrom('probe').select('id').orderBy('id').limit(10).offset(9940);
    expect(statementName(page().compile().sql)).toMatch(/^pamoja_\d+$/);
    const marked = planPerCall(page()).compile();
    expect(statementName(marked.sql)).toBeUndefined();
    expect(marked.sql).toMatch(/offset \$\d+ \/\* planned per call \*\/$/);
  });
});

describe('statements run through the cache', () => {
  const { probe } = probeSchema<Probe>(
    'statement_cache',
    'id int primary key, colour text not null, size int',
  );
  let db: Kysely<Probe>;
  beforeAll(() => {
    db = probe();
  });

  it('reads and writes the schema’s tables with each call’s own values', async () => {
    for (const [id, colour] of [
      [1, 'red'],
      [2, 'blue'],
      [3, 'red'],
    ] as const) {
      await db
        .insertInto('probe')
        .values({ id, colour, size: id * 10 })
        .execute();
    }
    const ofColour = (colour: string) =>
      db.selectFrom('probe').select('id').where('colour', '=', colour).orderBy('id').execute();
    expect(await ofColour('red')).toEqual([{ id: 1 }, { id: 3 }]);
    expect(await ofColour('blue')).toEqual([{ id: 2 }]);
    const updated = await db
      .updateTable('probe')
      .set({ size: 7 })
      .where('id', 'in', [1, 2])
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    const sizes = await db.selectFrom('probe').select(['id', 'size']).orderBy('id').execute();
    expect(sizes).toEqual([
      { id: 1, size: 7 },
      { id: 2, size: 7 },
      { id: 3, size: 30 },
    ]);
  });
  it('runs as a prepared statement on PostgreSQL, parsed once per connection, then planned once; a pattern match unnamed', async () => {
    const handle = await sharedTestDatabase();
    const byId = (id: number) => db.selectFrom('probe').select('colour').where('id', '=', id);
    const prepared = await db.transaction().execute(async (trx) => {
      const inTrx = (id: number) => trx.selectFrom('probe').select('colour').where('id', '=', id);
      expect(await inTrx(1).executeTakeFirst()).toEqual({ colour: 'red' });
      expect(await inTrx(2).executeTakeFirst()).toEqual({ colour: 'blue' });
      // PostgreSQL plans a prepared statement's first five calls for their values.
      for (let call = 0; call < 5; call += 1) await inTrx(3).executeTakeFirst();
      const search = trx
        .selectFrom('probe')
        .select('id')
        .where('colour', 'ilike', '%re%')
        .orderBy('id');
      expect(await search.execute()).toEqual([{ id: 1 }, { id: 3 }]);
      const session = await sql<{
        name: string;
        statement: string;
        generic_plans: string;
      }>`select name, statement, generic_plans from pg_prepared_statements`.execute(trx);
      return {
        byId: session.rows.filter((row) => row.statement === byId(1).compile().sql),
        search: session.rows.filter((row) => row.statement === search.compile().sql),
      };
    });
    if (handle.kind === 'postgres') {
      expect(prepared.byId).toHaveLength(1);
      expect(prepared.byId[0]!.name).toMatch(/^pamoja_\d+$/);
      // From the sixth call on, the generic plan: no planning per call.
      expect(Number(prepared.byId[0]!.generic_plans)).toBeGreaterThan(0);
      // A pattern is planned for itself, every call.
      expect(prepared.search).toEqual([]);
    } else {
      // PGlite runs in this process: nothing to prepare across a network.
      expect(prepared).toEqual({ byId: [], search: [] });
    }
  });
});

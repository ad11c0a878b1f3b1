import {
  PostgresQueryCompiler,
  sql,
  type Expression,
  WithSchemaPlugin,
  type CompiledQuery,
  type Dialect,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/*
 * A service's statements differ from one request to the next only in their values, yet Kysely
 * rewrites every statement's tree for the schema and compiles it again each time: about a fifth
 * of a list request's CPU (docs/architecture.md#statements). Here the schema is applied and the
 * SQL compiled once per shape of tree; later statements of that shape only collect their values.
 */

const SCHEMA = Symbol('statement schema');
const SENTINEL = Symbol('statement value');
/** Shapes kept; a shape is a code path (and, for lists of values, their length). */
const MAX_SHAPES = 1000;
/** Statements with more values than this (bulk inserts) are compiled as they come. */
const MAX_VALUES = 2000;
/** Distinct statements given a name, so a PostgreSQL connection prepares each once. */
const MAX_NAMED = 2000;
const names = new Map<string, string>();
/*
 * How many rows a text pattern matches decides its best plan, so a statement that matches one
 * stays unnamed and is planned for each call's pattern: a connection's generic plan made the
 * catalogue's search 20–30 % slower. A statement marked with planPerCall stays unnamed too.
 */
const MATCHES_PATTERN = /\b(?:i?like|similar to)\b/i;
const PLAN_PER_CALL_MARK = '/* planned per call */';

/**
 * `query`, marked to stay unnamed: PostgreSQL plans it for each call's values instead of keeping
 * a connection's generic plan. For a statement whose generic plan looks cheap but is not (a deep
 * page; docs/architecture.md#statements).
 */
export const planPerCall = <Q extends { modifyEnd(modifier: Expression<unknown>): Q }>(
  query: Q,
): Q => query.modifyEnd(sql.raw(PLAN_PER_CALL_MARK));

/**
 * The prepared-statement name of a statement the cache compiled, the same for the same SQL in
 * this process; undefined for any other statement, which PostgreSQL parses and plans each time.
 */
export const statementName = (text: string): string | undefined => names.get(text);

function nameStatement(text: string): void {
  if (MATCHES_PATTERN.test(text) || text.includes(PLAN_PER_CALL_MARK)) return;
  if (!names.has(text) && names.size < MAX_NAMED) names.set(text, `pamoja_${names.size + 1}`);
}

type Node = Record<string | symbol, unknown>;
type Tagged = RootOperationNode & { [SCHEMA]?: string };
interface Sentinel {
  [SENTINEL]: number;
}
interface Shape {
  sql: string;
  /** For each `$n`, the index of its value in walk order. */
  order: number[];
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/*
 * The shapes seen, as a trie of the tokens a walk of the tree reads: one step per property name,
 * primitive and bracket, ending in the compiled statement (or UNCACHEABLE). Each step is a map
 * lookup of a short token; a shape written out as one string cost three times as much, most of it
 * in hashing several kilobytes per statement. The grammar of the walk (a name, then its value)
 * keeps a name and a string value apart; Map keys keep 1 and '1' apart.
 */
type Trie = Map<unknown, Trie | Shape | null>;
const OPEN = Symbol('{');
const CLOSE = Symbol('}');
const ARRAY = Symbol('[');
const ARRAY_END = Symbol(']');
const VALUE = Symbol('value');
const LIST = Symbol('value list');
const DATE = Symbol('date');
const END = Symbol('end');
/** A shape whose SQL holds a value the compiler made itself: compiled every time. */
const UNCACHEABLE = null;

/*
 * A builder never changes, so a repository builds its joins and columns once and each request's
 * statement shares those frozen nodes. Where a value-free subtree of the root leads from one step
 * of the trie is remembered by the subtree itself: the leads list's walk then skips its joins and
 * columns. Weak on both keys, so a forgotten statement or a trie started afresh lets go of it.
 */
const sharedWalks = new WeakMap<object, WeakMap<Trie, Trie>>();

/**
 * Walks a tree in a fixed order, pushing the values of parameter nodes to `values` (all the
 * compiler reads to write SQL but those values) and following the trie one token at a time:
 * `node` ends at the shape's last step, or undefined when the trie has not seen it. With `grow`,
 * missing steps are added.
 */
class ShapeWalk {
  readonly values: unknown[] = [];
  constructor(
    public node: Trie | undefined,
    private readonly grow: boolean,
  ) {}

  step(token: unknown): void {
    if (this.node === undefined) return;
    let next = this.node.get(token) as Trie | undefined;
    if (next === undefined && this.grow) this.node.set(token, (next = new Map()));
    this.node = next;
  }

  /**
   * A statement's root, as `walk` reads it, taking remembered walks of its shared subtrees. Its
   * loop repeats `walk`'s on purpose: one loop for both, with a flag, cost every node of every
   * walk a call and took back most of what remembering saves (3–4 µs of a 23 µs list call).
   */
  walkRoot(root: object): void {
    this.step(OPEN);
    for (const key in root) {
      const item = (root as Node)[key];
      if (item === undefined) continue;
      this.step(key);
      this.#walkShared(item);
    }
    this.step(CLOSE);
  }

  #walkShared(value: unknown): void {
    const start = this.node;
    if (start === undefined || !isNode(value) || !Object.isFrozen(value)) return this.walk(value);
    const known = sharedWalks.get(value)?.get(start);
    if (known) {
      this.node = known;
      return;
    }
    const before = this.values.length;
    this.walk(value);
    if (this.node === undefined || this.values.length !== before) return;
    let byStart = sharedWalks.get(value);
    if (!byStart) sharedWalks.set(value, (byStart = new WeakMap()));
    byStart.set(start, this.node);
  }

  walk(value: unknown): void {
    if (!isNode(value)) return this.step(value);
    if (Array.isArray(value)) {
      this.step(ARRAY);
      for (let i = 0; i < value.length; i += 1) this.walk(value[i]);
      return this.step(ARRAY_END);
    }
    if (value instanceof Date) {
      this.step(DATE);
      return this.step(value.getTime());
    }
    const kind = value['kind'];
    if (kind === 'ValueNode' && value['immediate'] !== true) {
      this.values.push(value['value']);
      return this.step(VALUE);
    }
    if (kind === 'PrimitiveValueListNode') {
      const list = value['values'] as unknown[];
      for (let i = 0; i < list.length; i += 1) this.values.push(list[i]);
      this.step(LIST);
      return this.step(list.length);
    }
    this.step(OPEN);
    // Absent and undefined properties read alike to the compiler.
    for (const key in value) {
      const item = value[key];
      if (item === undefined) continue;
      this.step(key);
      this.walk(item);
    }
    this.step(CLOSE);
  }
}

/** A copy of the tree whose values are numbered markers, in the same walk order as ShapeWalk. */
function withSentinels(value: unknown, next: { index: number }): unknown {
  if (Array.isArray(value)) return value.map((item) => withSentinels(item, next));
  if (!isNode(value) || value instanceof Date) return value;
  const marker = (): Sentinel => ({ [SENTINEL]: next.index++ });
  if (value['kind'] === 'ValueNode' && value['immediate'] !== true) {
    return { ...value, value: marker() };
  }
  if (value['kind'] === 'PrimitiveValueListNode') {
    return { ...value, values: (value['values'] as unknown[]).map(marker) };
  }
  const copy: Node = {};
  // The same walk as ShapeWalk's, so the markers are numbered in the order it pushed values.
  for (const key in value) copy[key] = withSentinels(value[key], next);
  return copy;
}

const isSentinel = (value: unknown): value is Sentinel => isNode(value) && SENTINEL in value;

/** PostgreSQL's compiler, answering a schema-tagged tree from the shape it has seen before. */
export class CachingQueryCompiler extends PostgresQueryCompiler {
  #trie: Trie = new Map();
  #shapes = 0;

  /** How many shapes are kept. */
  get shapes(): number {
    return this.#shapes;
  }

  override compileQuery(node: Tagged, queryId: { queryId: string }): CompiledQuery {
    const schema = node[SCHEMA];
    if (schema === undefined) return super.compileQuery(node, queryId);
    const seen = new ShapeWalk(this.#trie, false);
    seen.step(schema);
    seen.walkRoot(node);
    const { values } = seen;
    let shape = seen.node?.get(END) as Shape | null | undefined;
    if (shape === undefined && values.length <= MAX_VALUES) {
      shape = this.#learn(node, schema, queryId) ?? UNCACHEABLE;
      this.#keep(node, schema, shape);
    }
    if (!shape) return super.compileQuery(scoped(node, schema), queryId);
    return Object.freeze({
      query: node,
      queryId,
      sql: shape.sql,
      parameters: shape.order.map((index) => values[index]),
    });
  }

  /*
   * Past MAX_SHAPES something makes shapes per value (lists of every length): the trie starts
   * afresh, which bounds its memory, and each code path is learnt again in one call.
   */
  #keep(node: Tagged, schema: string, shape: Shape | null): void {
    if (this.#shapes >= MAX_SHAPES) {
      this.#trie = new Map();
      this.#shapes = 0;
    }
    const path = new ShapeWalk(this.#trie, true);
    path.step(schema);
    path.walk(node);
    path.node!.set(END, shape);
    this.#shapes += 1;
  }

  /** Compiles the tree with numbered markers for values, to learn where each value goes. */
  #learn(node: Tagged, schema: string, queryId: { queryId: string }): Shape | undefined {
    const marked = withSentinels(node, { index: 0 }) as RootOperationNode;
    const compiled = super.compileQuery(scoped(marked, schema), queryId);
    const order: number[] = [];
    for (const parameter of compiled.parameters) {
      // A value the compiler made itself would be frozen into the shape: not cached.
      if (!isSentinel(parameter)) return undefined;
      order.push(parameter[SENTINEL]);
    }
    nameStatement(compiled.sql);
    return { sql: compiled.sql, order };
  }
}

const scoped = (node: RootOperationNode, schema: string) =>
  new WithSchemaPlugin(schema).transformQuery({ node, queryId: { queryId: '' } });

/** Tags each statement with the schema; the caching compiler applies it. */
class SchemaTagPlugin implements KyselyPlugin {
  constructor(private readonly schema: string) {}

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return Object.freeze({ ...node, [SCHEMA]: this.schema });
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

/** The dialect, compiling through a CachingQueryCompiler. */
export function withStatementCache(dialect: Dialect): Dialect {
  return {
    createDriver: () => dialect.createDriver(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => new CachingQueryCompiler(),
  };
}

/**
 * `db` with every table in `schema`, as `db.withSchema(schema)` gives, compiled once per shape
 * when `db` compiles through a CachingQueryCompiler (createDatabase's do), and as Kysely's own
 * plugin does otherwise. Add other plugins to `db` before scoping it: a plugin added to the
 * scoped handle runs after the tag and would rebuild the tree without it.
 */
export function scopeToSchema<DB>(db: Kysely<DB>, schema: string): Kysely<DB> {
  const tagged = db.withPlugin(new SchemaTagPlugin(schema));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const probe = (tagged as Kysely<any>).selectFrom('probe').selectAll().compile();
  return probe.sql.includes(`"${schema}"."probe"`) ? tagged : db.withSchema(schema);
}

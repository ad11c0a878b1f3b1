import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/** The tables whose updates and deletes can take access back (migration 0022 notifies them). */
const DECIDING = new Set(['refresh_tokens', 'memberships', 'organisations']);

/** Told of every such write of this process: each service instance's access cache. */
const listeners = new Set<() => void>();

/** Calls `listener` after each update or delete of a deciding table in this process. */
export function onAccessWrite(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.kind === 'AliasNode')
    return tableName((node as unknown as { node: OperationNode }).node);
  if (node.kind !== 'TableNode') return undefined;
  return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
}

function changesAccess(node: RootOperationNode): boolean {
  if (node.kind === 'UpdateQueryNode') return DECIDING.has(tableName(node.table) ?? '');
  if (node.kind === 'DeleteQueryNode')
    return node.from.froms.some((from) => DECIDING.has(tableName(from) ?? ''));
  return false;
}

const pending = new WeakSet<object>();

/**
 * On every handle of the main schema: a write of this process that can take access back is told
 * to the access caches as soon as it ran, so the process's next request never waits for the
 * database's notification. That one still comes at commit, for other processes and for an
 * answer read between the write and its commit.
 */
export const accessWritesPlugin: KyselyPlugin = {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (changesAccess(args.node)) pending.add(args.queryId);
    return args.node;
  },
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (pending.delete(args.queryId)) for (const listener of listeners) listener();
    return args.result;
  },
};

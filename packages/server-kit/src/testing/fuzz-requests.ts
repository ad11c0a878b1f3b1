import fc from 'fast-check';
import { bodyOf } from './fuzz-bodies';
import { headersOf } from './fuzz-headers';
import { hostileString } from './hostile-values';
import { operationKey, type Operation, type Parameter } from './openapi-operations';
import { schemaValue, type KnownValues } from './schema-arbitraries';

/** What a generated request tries: a valid one, or which part of it is hostile. */
export type FuzzKind = 'valid' | 'fields' | 'path' | 'query' | 'raw body';

export interface FuzzRequest {
  operation: string;
  kind: FuzzKind;
  /** Name of the caller (the runner adds their headers when sending). */
  caller: string;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export interface RequestOptions {
  callers: readonly string[];
  /**
   * The callers whose own rows an operation's path names (a member's beneficiaries), by path
   * template: three requests in four are theirs, or the rest would only meet 404s.
   */
  ownersOf?: (path: string) => readonly string[] | undefined;
  known?: KnownValues;
  /** Files sent to operations that take an upload (their document states no JSON body). */
  files?: readonly { name: string; content: Buffer }[];
}

/** Segments sent without encoding: broken escapes and dot segments reach the router raw. */
const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '%2F',
  '%ED%A0%80',
  '..',
  '.',
  'a;b',
  'x'.repeat(3_000),
];

/** Requests for one operation: valid ones and hostile ones, by the operation's schemas. */
export function requestArbitrary(operation: Operation, options: RequestOptions) {
  const hasPath = operation.parameters.some((parameter) => parameter.in === 'path');
  const kinds: fc.WeightedArbitrary<FuzzKind>[] = [
    { weight: 4, arbitrary: fc.constant('valid') },
    { weight: 3, arbitrary: fc.constant('fields') },
    { weight: 1, arbitrary: fc.constant('query') },
    { weight: 1, arbitrary: fc.constant('raw body') },
    ...(hasPath ? [{ weight: 1, arbitrary: fc.constant<FuzzKind>('path') }] : []),
  ];
  return fc.oneof(...kinds).chain((kind) =>
    fc
      .record({
        caller: callerOf(operation, options),
        path: pathOf(operation, kind, options),
        query: queryOf(operation, kind, options),
        headers: headersOf(operation, kind),
        body: bodyOf(operation, kind, options),
      })
      .map(({ caller, path, query, headers, body }): FuzzRequest => ({
        operation: operationKey(operation),
        kind,
        caller,
        method: operation.method,
        url: `${path}${query}`,
        headers: { ...headers, ...body.headers },
        ...(body.payload !== undefined && { payload: body.payload }),
      })),
  );
}

function callerOf(operation: Operation, options: RequestOptions) {
  const anyone = fc.constantFrom(...options.callers);
  const owners = options.ownersOf?.(operation.path);
  if (!owners || owners.length === 0) return anyone;
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...owners) },
    { weight: 1, arbitrary: anyone },
  );
}

const ofKind = (operation: Operation, where: Parameter['in']) =>
  operation.parameters.filter((parameter) => parameter.in === where);

/** Like encodeURIComponent, but a lone surrogate is sent as its (invalid) UTF-8 bytes. */
function encodeSegment(value: string): string {
  return [...value]
    .map((char) => {
      const code = char.charCodeAt(0);
      return code >= 0xd800 && code <= 0xdfff
        ? `%ED%${(0xa0 + ((code >> 6) & 0x1f)).toString(16)}%80`
        : encodeURIComponent(char);
    })
    .join('');
}

function pathOf(operation: Operation, kind: FuzzKind, options: RequestOptions) {
  const parameters = ofKind(operation, 'path');
  const segments = parameters.map((parameter) => {
    const value = schemaValue(
      parameter.schema ?? { type: 'string' },
      { known: options.known, path: operation.path, hostility: 0 },
      parameter.name,
    ).map((v) => encodeSegment(String(v)));
    if (kind !== 'path') return value;
    return fc.oneof(value, hostileString.map(encodeSegment), fc.constantFrom(...RAW_SEGMENTS));
  });
  return fc
    .tuple(...segments)
    .map((values) =>
      parameters.reduce(
        (path, parameter, index) => path.replace(`{${parameter.name}}`, values[index] ?? ''),
        operation.path,
      ),
    );
}

const QUERY_GARBAGE = [
  'page=%zz',
  'limit[]=1',
  'page=1&page=2',
  '__proto__[x]=1',
  '=&&=',
  'search=%00',
  'limit=1e3',
  'page=-1',
];

function queryOf(operation: Operation, kind: FuzzKind, options: RequestOptions) {
  const parameters = ofKind(operation, 'query');
  const hostility = kind === 'fields' || kind === 'query' ? 3 : 0;
  const pairs = parameters.map((parameter) => {
    const value = schemaValue(
      parameter.schema ?? { type: 'string' },
      { known: options.known, path: operation.path, hostility },
      parameter.name,
    );
    const pair = value.map((v) =>
      (Array.isArray(v) ? v : [v]).map((item) => [
        parameter.name,
        typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item),
      ]),
    );
    return parameter.required && kind === 'valid' ? pair : fc.option(pair, { nil: [], freq: 2 });
  });
  const garbage = kind === 'query' ? fc.subarray(QUERY_GARBAGE, { maxLength: 2 }) : fc.constant([]);
  return fc.tuple(fc.tuple(...pairs), garbage).map(([lists, extra]) => {
    const query = new URLSearchParams(lists.flat() as [string, string][]).toString();
    const text = [query, ...extra].filter(Boolean).join('&');
    return text ? `?${text}` : '';
  });
}

export { FRESH_KEY } from './fuzz-headers';
export { multipart } from './fuzz-bodies';

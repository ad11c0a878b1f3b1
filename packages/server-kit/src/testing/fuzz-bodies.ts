import fc from 'fast-check';
import type { FuzzKind, RequestOptions } from './fuzz-requests';
import { hostileJsonText } from './hostile-values';
import type { Operation } from './openapi-operations';
import { schemaValue } from './schema-arbitraries';

const JSON_TYPE = { 'content-type': 'application/json' };
/** Bytes no file-type sniffer recognises (fixed, so a seed replays the same requests). */
const NOISE = Buffer.from(Array.from({ length: 64 }, (_, index) => (index * 37 + 11) % 256));

export interface Body {
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** The body of a request: its JSON by the schema, raw bytes that are not JSON, or a file. */
export function bodyOf(
  operation: Operation,
  kind: FuzzKind,
  options: RequestOptions,
): fc.Arbitrary<Body> {
  const schema = operation.body?.schema;
  const takesBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const json = (value: unknown): Body => ({ headers: JSON_TYPE, payload: JSON.stringify(value) });
  const raw = fc.oneof(
    hostileJsonText.map((payload): Body => ({ headers: JSON_TYPE, payload })),
    fc.constantFrom<Body>(
      { headers: {} },
      { headers: { 'content-type': 'text/plain' }, payload: 'hello' },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&b=%zz' },
      { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nbroken' },
    ),
  );
  if (kind === 'raw body') return raw;
  if (schema)
    return schemaValue(schema, {
      known: options.known,
      path: operation.path,
      hostility: kind === 'fields' ? 2 : 0,
    }).map(json);
  if (!takesBody) return fc.constant<Body>({ headers: {} });
  // No JSON body declared: an action (publish, archive…) or an upload. Send it a file.
  const files = [...(options.files ?? []), { name: 'random.bin', content: NOISE }];
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant<Body>({ headers: {} }) },
    fc.constantFrom(...files).map((file) => multipart(file.name, file.content)),
  );
}

/** A multipart/form-data body with one `file` part, as a browser's FormData sends it. */
export function multipart(fileName: string, content: Buffer): Body {
  const boundary = '----fuzz7f3a9c1e';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

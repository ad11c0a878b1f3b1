import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type JsonSchema = Record<string, unknown>;

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * zod writes a nullable value as `anyOf: [X, {type: 'null'}]`; fast-json-stringify picks an
 * `anyOf` branch by validating the value against each, so a plain type list is much cheaper.
 */
function withNullableTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullableTypes);
  if (!isObject(node)) return node;
  const copy = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, withNullableTypes(value)]),
  );
  const branches = copy.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return copy;
  const isNull = (branch: unknown) => isObject(branch) && branch.type === 'null';
  const nonNull = branches.find((branch) => !isNull(branch));
  const scalar =
    isObject(nonNull) &&
    typeof nonNull.type === 'string' &&
    !['object', 'array'].includes(nonNull.type);
  if (!scalar || !branches.some(isNull)) return copy;
  delete copy.anyOf;
  return { ...copy, ...nonNull, type: [nonNull.type, 'null'] };
}

/**
 * The JSON Schema of a response schema that describes the same JSON whichever way it is read:
 * none with a transform, default or codec, whose output only zod itself can produce.
 */
export function plainJsonSchema(schema: z.ZodType): JsonSchema | undefined {
  try {
    // Output mode closes every object (additionalProperties: false); the writer drops unknown
    // keys either way, so only that difference between the two readings is allowed.
    const output = JSON.stringify(z.toJSONSchema(schema, { io: 'output', target: 'draft-07' }));
    const input = JSON.stringify(z.toJSONSchema(schema, { io: 'input', target: 'draft-07' }));
    if (output.replaceAll(',"additionalProperties":false', '') !== input) return undefined;
    return withNullableTypes(JSON.parse(input)) as JsonSchema;
  } catch {
    return undefined;
  }
}

function compileFast(schema: unknown): Serialize | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  const json = plainJsonSchema(schema);
  if (!json) return undefined;
  try {
    return fastJsonStringify(json) as Serialize;
  } catch {
    return undefined;
  }
}

/**
 * Responses written by fast-json-stringify from their zod schema's JSON Schema: zod's check of
 * every answer was a sixth of a 50-row page's CPU. Schemas it cannot express keep zod's encoder.
 * With `check` (tests), every answer is also encoded by zod, which refuses one that breaks its
 * contract, and the two must say the same, so the suites prove both stay exact.
 */
export function responseSerializerCompiler(check: boolean): FastifySerializerCompiler<unknown> {
  return (route) => {
    const viaZod = zodSerializerCompiler(route as never) as Serialize;
    // Compiled on first use: a service has hundreds of response schemas, most rarely answered.
    let fast: Serialize | null | undefined;
    return (data) => {
      if (fast === undefined) fast = compileFast(route.schema) ?? null;
      if (!fast) return viaZod(data);
      if (!check) return fast(data);
      const expected = viaZod(data);
      const written = fast(data);
      // The writer puts required keys first, so the texts may differ in key order alone.
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `${route.method} ${route.url} ${String(route.httpStatus)}: fast-json-stringify wrote ${written}, zod ${expected}`,
        );
      }
      return written;
    };
  };
}

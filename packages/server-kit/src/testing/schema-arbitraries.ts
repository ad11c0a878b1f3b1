import fc from 'fast-check';
import { extraFieldNames, hostileValue } from './hostile-values';
import type { JsonSchema } from './openapi-operations';
import { stringValue } from './string-arbitraries';

/**
 * Values known to reach a handler (fixture ids, the fuzz user's PIN, a real phone number…), by
 * the field or parameter name they fit and the operation's path (`id` names a branch in
 * `/branches/{id}`, a team in `/teams/{id}`). Random values alone rarely name a row that exists.
 */
export type KnownValues = (name: string, path: string) => readonly unknown[] | undefined;

export interface ValueOptions {
  known?: KnownValues;
  /** The operation's path template, handed to `known`. */
  path?: string;
  /**
   * Weight (against 10 for a valid value) of swapping any node for a hostile value, dropping a
   * required field or adding an unknown one. 0 gives only values the schema accepts.
   */
  hostility: number;
}

const MAX_DEPTH = 6;

/** Arbitrary JSON for a schema of the subset the services' documents use. */
export function schemaValue(
  schema: JsonSchema,
  options: ValueOptions,
  name?: string,
  depth = 0,
): fc.Arbitrary<unknown> {
  const valid = withKnown(validNode(schema, options, depth), options, name);
  const nullable = schema.nullable ? fc.option(valid, { nil: null, freq: 6 }) : valid;
  if (options.hostility <= 0) return nullable;
  return fc.oneof(
    { weight: 10, arbitrary: nullable },
    { weight: options.hostility, arbitrary: hostileValue },
  );
}

function withKnown(arbitrary: fc.Arbitrary<unknown>, options: ValueOptions, name?: string) {
  const known = name === undefined ? undefined : options.known?.(name, options.path ?? '');
  if (!known || known.length === 0) return arbitrary;
  return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary });
}

function validNode(
  schema: JsonSchema,
  options: ValueOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0)
    return fc.oneof(...branches.map((branch) => schemaValue(branch, options, undefined, depth)));
  if (schema.allOf) return allOfValue(schema.allOf, options, depth);
  switch (schema.type) {
    case 'string':
      return stringValue(schema);
    case 'integer':
      return integerValue(schema);
    case 'number':
      return fc.oneof(integerValue(schema), numberValue(schema));
    case 'boolean':
      return fc.boolean();
    case 'array':
      return arrayValue(schema, options, depth);
    case 'object':
      return objectValue(schema, options, depth);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/**
 * zod writes `allOf` for an intersection (`object.and(union)`: the fields every lesson has and
 * those of its type) and for stacked string rules. Objects are generated part by part and
 * merged; anything else must meet the union of the parts' keywords.
 */
function allOfValue(parts: JsonSchema[], options: ValueOptions, depth: number) {
  const objectLike = (part: JsonSchema): boolean =>
    part.type === 'object' || [...(part.anyOf ?? []), ...(part.oneOf ?? [])].some(objectLike);
  if (!parts.every(objectLike)) return validNode(Object.assign({}, ...parts), options, depth);
  return fc
    .tuple(...parts.map((part) => validNode(part, options, depth)))
    .map((values) => Object.assign({}, ...values.filter((value) => typeof value === 'object')));
}

function bounds(schema: JsonSchema, fallback: number) {
  const step = schema.type === 'integer' ? 1 : 0.01;
  const exclusive = (value: number | boolean | undefined) =>
    typeof value === 'number' ? value : undefined;
  const min =
    exclusive(schema.exclusiveMinimum) !== undefined
      ? (schema.exclusiveMinimum as number) + step
      : (schema.minimum ?? -fallback) + (schema.exclusiveMinimum === true ? step : 0);
  const max =
    exclusive(schema.exclusiveMaximum) !== undefined
      ? (schema.exclusiveMaximum as number) - step
      : (schema.maximum ?? fallback) - (schema.exclusiveMaximum === true ? step : 0);
  return { min, max: Math.max(min, max) };
}

function integerValue(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = bounds(schema, 1_000_000);
  const low = Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER));
  const high = Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER));
  // Small values are the ones that mean something (a page, a count, an amount in shillings).
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: low, max: Math.min(high, Math.max(low, 0) + 200) }) },
    { weight: 1, arbitrary: fc.integer({ min: low, max: Math.max(low, high) }) },
  );
}

function numberValue(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = bounds(schema, 1_000_000);
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function arrayValue(schema: JsonSchema, options: ValueOptions, depth: number) {
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? minLength + 3, minLength + 3));
  if (depth >= MAX_DEPTH || !schema.items) return fc.constant([]);
  return fc.array(schemaValue(schema.items, options, undefined, depth + 1), {
    minLength,
    maxLength,
  });
}

function objectValue(schema: JsonSchema, options: ValueOptions, depth: number) {
  const properties = Object.entries(schema.properties ?? {});
  if (depth >= MAX_DEPTH) return fc.constant({});
  const model = Object.fromEntries(
    properties.map(([key, property]) => [key, schemaValue(property, options, key, depth + 1)]),
  );
  const minProperties = Math.min(schema.minProperties ?? 0, properties.length);
  // An update body names at least one field: an empty one would only ever be refused.
  const record = (
    fc.record(model, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<
      Record<string, unknown>
    >
  )
    .filter((value) => Object.keys(value).length >= minProperties)
    .map((value) => withRepeats(value, properties));
  if (options.hostility <= 0) return record;
  // A required field left out, or a field the schema does not know put in.
  const change = fc.oneof(
    fc.constant(undefined),
    fc.record({ drop: fc.constantFrom(...(schema.required ?? ['x'])) }),
    fc.record({ add: fc.constantFrom(...extraFieldNames), value: hostileValue }),
  );
  return fc.tuple(record, change).map(([value, edit]) => {
    if (!edit) return value;
    const copy = { ...value };
    if ('drop' in edit) delete copy[edit.drop];
    else copy[edit.add] = edit.value;
    return copy;
  });
}

/** A confirmation field (`x-same-as`) given the value of the field it repeats, when both are there. */
function withRepeats(value: Record<string, unknown>, properties: [string, JsonSchema][]) {
  const repeats = properties.filter(([key, property]) => {
    const of = property['x-same-as'];
    return of !== undefined && key in value && of in value;
  });
  if (repeats.length === 0) return value;
  const copy = { ...value };
  for (const [key, property] of repeats) copy[key] = copy[property['x-same-as']!];
  return copy;
}

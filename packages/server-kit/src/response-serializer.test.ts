import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { plainJsonSchema, responseSerializerCompiler } from './response-serializer';

const item = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(['ACTIVE', 'WITHDRAWN']),
  percent: z.int().min(0).max(100),
  amount: z.number(),
  note: z.string().nullable(),
  link: z.string().nullable().optional(),
  done: z.boolean(),
  tags: z.array(z.string()),
  facts: z.record(z.string(), z.number()),
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
});
const page = z.object({
  message: z.string(),
  data: z.array(item),
  pagination: z.object({ page: z.int(), limit: z.int(), total: z.int() }),
});

const serializerFor = (schema: z.ZodType, check: boolean) =>
  responseSerializerCompiler(check)({ schema, method: 'GET', url: '/things', httpStatus: '200' });

/** Values `item` accepts, with the strings JSON must escape. */
const itemValue = fc.record(
  {
    id: fc.uuid({ version: 4 }),
    name: fc.string({ unit: 'grapheme' }),
    status: fc.constantFrom('ACTIVE', 'WITHDRAWN'),
    percent: fc.integer({ min: 0, max: 100 }),
    amount: fc.double({ noNaN: true, noDefaultInfinity: true }),
    note: fc.option(fc.string({ unit: 'binary' }), { nil: null }),
    link: fc.option(fc.webUrl(), { nil: null }),
    done: fc.boolean(),
    tags: fc.array(fc.string()),
    // zod assigns a record's keys, so `__proto__` sets its copy's prototype and vanishes; the
    // writer keeps it. No response of ours has keys a caller chose.
    facts: fc.dictionary(
      fc.string().filter((key) => key !== '__proto__'),
      fc.integer(),
    ),
    owner: fc.option(fc.record({ id: fc.string(), name: fc.string() }), { nil: null }),
  },
  {
    requiredKeys: [
      'id',
      'name',
      'status',
      'percent',
      'amount',
      'note',
      'done',
      'tags',
      'facts',
      'owner',
    ],
  },
);

describe('responses written from their JSON Schema', () => {
  test('say exactly what zod would for any value the schema accepts', () => {
    const fast = serializerFor(page, false);
    const viaZod = (value: unknown) => JSON.stringify(page.encode(value as never));
    fc.assert(
      fc.property(fc.array(itemValue, { maxLength: 5 }), fc.nat(), (data, total) => {
        const body = { message: 'Success', data, pagination: { page: 1, limit: 10, total } };
        expect(JSON.parse(fast(body))).toStrictEqual(JSON.parse(viaZod(body)));
      }),
      { numRuns: 300 },
    );
  });

  test('drop keys the schema does not name, as zod does', () => {
    const fast = serializerFor(z.object({ id: z.string() }), false);
    expect(fast({ id: 'a', passwordHash: 'secret' })).toBe('{"id":"a"}');
  });

  test('are written without zod outside tests, and checked by zod in them', () => {
    const schema = z.object({ name: z.string() });
    // A value that breaks the contract shows which writer ran: fast-json-stringify coerces it.
    expect(serializerFor(schema, false)({ name: 42 })).toBe('{"name":"42"}');
    expect(() => serializerFor(schema, true)({ name: 42 })).toThrow();
    expect(serializerFor(schema, true)({ name: 'Wanjiru' })).toBe('{"name":"Wanjiru"}');
  });

  test('refuse in tests an answer the two would write differently', () => {
    // zod drops a record key `__proto__` (see `facts` above); the writer keeps it.
    const schema = z.object({ facts: z.record(z.string(), z.number()) });
    const answer = { facts: JSON.parse('{"__proto__":1}') as Record<string, number> };
    expect(serializerFor(schema, false)(answer)).toBe('{"facts":{"__proto__":1}}');
    expect(() => serializerFor(schema, true)(answer)).toThrow(/fast-json-stringify wrote/);
  });

  test('keep zod for a schema whose JSON only zod can write', () => {
    const withDefault = z.object({ count: z.int().default(0) });
    const withTransform = z.object({ name: z.string().transform((value) => value.toUpperCase()) });
    expect(plainJsonSchema(withDefault)).toBeUndefined();
    expect(plainJsonSchema(withTransform)).toBeUndefined();
    expect(plainJsonSchema(page)).toBeDefined();
    // zod's own encoder runs: it refuses a missing value the writer would have left out.
    expect(serializerFor(withDefault, false)({ count: 3 })).toBe('{"count":3}');
    expect(() => serializerFor(withDefault, false)({})).toThrow();
    expect(() => serializerFor(withTransform, false)({ name: 'a' })).toThrow();
  });

  test('write a nullable value as a type list, not a union each value is validated against', () => {
    const json = plainJsonSchema(z.object({ note: z.string().nullable() })) as {
      properties: { note: unknown };
    };
    expect(json.properties.note).toEqual({ type: ['string', 'null'] });
  });
});

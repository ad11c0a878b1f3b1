import fc from 'fast-check';

/**
 * Values a careless or hostile client sends where a field, a query value or a path segment is
 * expected. Each stands for a way servers break: PostgreSQL refuses NUL in text and lone
 * surrogates in UTF-8, numbers past bigint or past JavaScript's safe range, dates that parse in
 * JavaScript but not in SQL (or the reverse), `%` and `_` in LIKE patterns, and sheer size.
 */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\b\t\n\r\u000b\u000c\u001b[31m',
  '\ud800',
  'x\udfffy',
  '\u202eevil',
  '\u200b\ufeff',
  'ǅǈ Ⅻ ﬃ',
  '😀👩🏽‍💻🇰🇪',
  'जनसंख्या',
  "'; DROP TABLE users; --",
  '%',
  '_%_',
  '\\',
  '${7*7}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-0',
  '0x1F',
  ' 12 ',
  '١٢٣',
  '12345678901234567890123',
  '-9223372036854775809',
  '2024-02-30',
  '2023-02-29',
  '0000-00-00',
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '0000-01-03T09:00:00+03:00',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00.000Z',
  '2024-13-45T25:61:61Z',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '00000000-0000-4000-8000-00000000000g',
];

const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  -0.01,
  1e-7,
  0.1 + 0.2,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 63),
  2 ** 64,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

const STRUCTURES: unknown[] = [true, false, null, [], {}, [null], { '': '' }, [[[[[[[[]]]]]]]]];

/** Long strings: past every `maxLength`, past the 1,000 characters text cleaning keeps. */
const HUGE = ['x'.repeat(1_001), 'é'.repeat(5_000), '%_'.repeat(10_000), '9'.repeat(400)];

const controlCharacter = fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code));

/** A string no well-behaved client sends. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 2, arbitrary: fc.string({ unit: controlCharacter, minLength: 1, maxLength: 8 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE) },
  { weight: 1, arbitrary: fc.constantFrom(...NASTY_NUMBERS).map(String) },
);

/** Any JSON value of the wrong kind, size or shape. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...STRUCTURES) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** Raw request bodies sent as `application/json` that are not the JSON a route expects. */
export const hostileJsonText: fc.Arbitrary<string> = fc.constantFrom(
  '',
  '{',
  '{"a":',
  '[1,2',
  'null',
  '"text"',
  '1e999',
  '[]',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '\u0000',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  // Past BODY_LIMIT_BYTES (1 MiB): a 413, refused before it is parsed.
  `{"a":"${'x'.repeat(1_100_000)}"}`,
);

/** Names of fields a client should not be able to set, or that no schema knows. */
export const extraFieldNames = ['id', 'userId', 'organisationId', 'role', 'status', 'balance', 'x'];

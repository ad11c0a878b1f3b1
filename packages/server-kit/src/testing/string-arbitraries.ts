import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';

/** Strings a schema accepts: by format, by pattern (dates get dates), else text of any script. */
export function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  const pattern = schema.pattern ? new RegExp(schema.pattern) : undefined;
  const kind = schema.format ?? (pattern && dateKind(pattern));
  if (kind === 'date-time') return dateValue.map((date) => date.toISOString());
  if (kind === 'date') return dateValue.map((date) => date.toISOString().slice(0, 10));
  if (schema.format === 'uri') return fc.webUrl();
  if (pattern) return fc.stringMatching(pattern, { size: 'small' });
  if (schema.format === 'email') return fc.emailAddress();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? minLength + 30, minLength + 30);
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }) },
    // A grapheme may take several UTF-16 units, which is what `maxLength` counts.
    {
      weight: 1,
      arbitrary: fc
        .string({ minLength, maxLength, unit: 'grapheme' })
        .filter((value) => value.length <= (schema.maxLength ?? Infinity)),
    },
  );
}

/**
 * Mostly this century; sometimes anywhere from year 0 to 9999, with fast-check's bias to the
 * ends: the days whose neighbours (the next day, a time zone's midnight) leave what the database
 * and the driver accept.
 */
const dateValue = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2040-12-31T23:59:59Z'),
      noInvalidDate: true,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.date({
      min: new Date('0000-01-01T00:00:00Z'),
      max: new Date('9999-12-31T23:59:59Z'),
      noInvalidDate: true,
    }),
  },
);

/** Patterns that accept dates (`2026-01-31`) or instants get dates, not random digits. */
function dateKind(pattern: RegExp): 'date' | 'date-time' | undefined {
  if (pattern.test('2026-01-31')) return 'date';
  if (pattern.test('2026-01-31T09:00:00.000Z')) return 'date-time';
  return undefined;
}

import { z } from 'zod';

/** Minor units per major unit for the currencies we hold (KES cents). */
export const MINOR_PER_MAJOR = 100n;
const DECIMAL = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** Major-unit decimal (e.g. "1500.5" or 1500.5) → integer minor units, without floating point. */
export function parseMajorUnits(value: string | number): bigint | null {
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  const match = DECIMAL.exec(text ?? '');
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * MINOR_PER_MAJOR + BigInt(fraction.padEnd(2, '0'));
}

function numberToPlainString(value: number): string | undefined {
  if (!Number.isFinite(value) || value < 0) return undefined;
  // Shortest round-trip text of the number: 0.1 → "0.1", so no binary residue leaks in.
  return String(value);
}

/** Integer minor units → the major-unit number sent in JSON (docs/api-conventions.md). */
export function toMajorUnits(minor: bigint): number {
  const sign = minor < 0n ? -1 : 1;
  const abs = minor < 0n ? -minor : minor;
  return (
    sign * Number(`${abs / MINOR_PER_MAJOR}.${(abs % MINOR_PER_MAJOR).toString().padStart(2, '0')}`)
  );
}

/** Said of an empty amount field: what to do, in plain words (docs/api-conventions.md). */
export const AMOUNT_REQUIRED_MESSAGE = 'enter an amount';
/** Said of an amount that is not one: an example of what is accepted. */
export const AMOUNT_MESSAGE = 'enter an amount such as 1500 or 1500.50';

/** What the document says of an amount: a number, or its digits as text (at most 2 decimals). */
const AMOUNT_PATTERN = '^\\s*\\d{1,13}(?:\\.\\d{1,2})?\\s*$';
/** The same in whole shillings: the decimals, if any, are zeros. */
const WHOLE_SHILLINGS_PATTERN = '^\\s*\\d{1,13}(?:\\.0{1,2})?\\s*$';
/** An amount as a number or as text, with what the document says of each form. */
const amountInput = (
  number: { minimum: number; maximum?: number; multipleOf?: number },
  text: { pattern: string; description?: string } = { pattern: AMOUNT_PATTERN },
) => z.union([z.number().meta(number), z.string().meta(text)]);

function toMinorUnits(value: string | number, ctx: z.core.$RefinementCtx<string | number>) {
  const minor = parseMajorUnits(value);
  if (minor === null) {
    const empty = typeof value === 'string' && value.trim() === '';
    ctx.addIssue({ code: 'custom', message: empty ? AMOUNT_REQUIRED_MESSAGE : AMOUNT_MESSAGE });
    return z.NEVER;
  }
  return minor;
}

/** A positive amount in the major unit with at most two decimals. */
export const amountSchema = amountInput({ minimum: 0 }).transform(toMinorUnits);

/** "KES 1,500" as the services write money in messages to people (amounts in KES). */
export const kesText = (amount: number) =>
  `KES ${amount.toLocaleString('en-KE', { maximumFractionDigits: 2 })}`;

/**
 * An amount in whole shillings from `min` to `max` KES, as integer minor units. The limits are
 * the caller's to check (`wholeShillings` in wallet.ts); here the document states them, as
 * bounds of a number and in words for text, so a client generated from it sends what is taken.
 */
export const wholeShillingsInput = (min: number, max: number) =>
  amountInput(
    { minimum: min, maximum: max, multipleOf: 1 },
    {
      pattern: WHOLE_SHILLINGS_PATTERN,
      description: `Whole shillings from ${kesText(min)} to ${kesText(max)}.`,
    },
  ).transform(toMinorUnits);

const moreThanZero = 'must be more than 0';

/**
 * A price or amount in KES with at most 2 decimals, more than 0, as integer cents. A minus sign
 * gets its own sentence: the amount rule alone would only say the amount is malformed. A request
 * that names two amounts takes one instance each: the OpenAPI generator writes a schema met a
 * second time as a reference, then drops it from a union (`amountTo` had lost its amount).
 */
export const positiveKes = () =>
  z
    .union([z.number().meta({ minimum: 0.01 }), z.string().meta({ pattern: AMOUNT_PATTERN })], {
      error: 'must be an amount in KES, such as 1500 or 1500.50',
    })
    .refine(
      (value) => (typeof value === 'number' ? value > 0 : !value.trim().startsWith('-')),
      moreThanZero,
    )
    .pipe(amountSchema)
    .refine((cents) => cents > 0n, moreThanZero);

export const positiveKesSchema = positiveKes();

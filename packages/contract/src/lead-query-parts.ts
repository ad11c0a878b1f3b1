import { z } from 'zod';
import { CALENDAR_DAY_PATTERN, isCalendarInstant, wellFormed } from './calendar-day';

/** Pieces of the leads' query schemas, shared by the list and by its files and figures. */

/** Empty query values mean "no filter" (docs/api-conventions.md). */
export const optional = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .transform((value) => (value === '' ? undefined : (value as z.output<T> | undefined)));
export const uuid = (what: string) => z.uuid({ error: `must be a ${what} id` });

/** A day (`2026-01-31`), or an instant of one (`2026-01-31T09:00:00+03:00`). */
export const day = z
  .string()
  .regex(
    new RegExp(`${CALENDAR_DAY_PATTERN.source.slice(0, -1)}(T[\\d:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$`),
    'must be a date such as 2026-01-31',
  )
  .refine(isCalendarInstant, { message: 'must be a date such as 2026-01-31', when: wellFormed });

export const fromNotAfterTo = (query: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (query.from && query.to && Date.parse(query.from) > Date.parse(query.to)) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'must not be after to' });
  }
};

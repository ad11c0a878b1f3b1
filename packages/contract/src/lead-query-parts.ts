import { z } from 'zod';

/** Pieces of the leads' query schemas, shared by the list and by its files and figures. */

/** Empty query values mean "no filter" (docs/api-conventions.md). */
export const optional = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .transform((value) => (value === '' ? undefined : (value as z.output<T> | undefined)));
export const uuid = (what: string) => z.uuid({ error: `must be a ${what} id` });

export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'must be a date such as 2026-01-31')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date such as 2026-01-31');

export const fromNotAfterTo = (query: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (query.from && query.to && Date.parse(query.from) > Date.parse(query.to)) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'must not be after to' });
  }
};

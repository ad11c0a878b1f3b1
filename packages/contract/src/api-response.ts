import { z } from 'zod';

/** Every success is `{ message, data }`; lists add `pagination`. */
export const successResponse = <T extends z.ZodType>(data: T) =>
  z.object({ message: z.string(), data });

export const paginationSchema = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1).max(100),
  total: z.number().int().min(0),
  /** Set on lists that count exactly only up to a cap: `total` is then the planner's estimate. */
  totalIsEstimate: z.boolean().optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const paginatedResponse = <T extends z.ZodType>(item: T) =>
  z.object({ message: z.string(), data: z.array(item), pagination: paginationSchema });

const wholeNumber = 'must be a whole number';

/** `page` from 1; `limit` from 1 to 100 with the given default (docs/api-conventions.md). */
export const pageQuery = (defaultLimit: number) =>
  z.object({
    page: z.coerce
      .number({ error: wholeNumber })
      .int(wholeNumber)
      .min(1, 'must be 1 or more')
      .default(1),
    limit: z.coerce
      .number({ error: wholeNumber })
      .int(wholeNumber)
      .min(1, 'must be 1 or more')
      .max(100, 'must be 100 or less')
      .default(defaultLimit),
  });

export const paginationQuery = pageQuery(10);
export type PaginationQuery = z.infer<typeof paginationQuery>;

export const errorDetailSchema = z.object({ path: z.string(), message: z.string() });

/** The one error shape of both services. */
export const errorResponseSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  errorMessage: z.string(),
  message: z.string(),
  details: z.array(errorDetailSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/** Message used for plain reads; the web client shows no notification for it (docs/web-app.md). */
export const SUCCESS_MESSAGE = 'Success';

/** What an Idempotency-Key may look like: 8 to 100 letters, digits and `_ . : -` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

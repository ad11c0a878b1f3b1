import { z } from 'zod';

/** DESIGN §2: every success is `{ message, data }`; lists add `pagination`. */
export const successResponse = <T extends z.ZodType>(data: T) =>
  z.object({ message: z.string(), data });

export const paginationSchema = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1).max(100),
  total: z.number().int().min(0),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const paginatedResponse = <T extends z.ZodType>(item: T) =>
  z.object({ message: z.string(), data: z.array(item), pagination: paginationSchema });

export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
  limit: z.coerce.number().int().min(1).max(100, 'limit is at most 100').default(10),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;

export const errorDetailSchema = z.object({ path: z.string(), message: z.string() });

/** DESIGN §2: the one error shape of both services. */
export const errorResponseSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  errorMessage: z.string(),
  message: z.string(),
  details: z.array(errorDetailSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/** Message used for plain reads; the web client shows no notification for it (SPEC §8). */
export const SUCCESS_MESSAGE = 'Success';

import { z } from 'zod';
import { errorResponseSchema, successResponse } from '@pamoja/contract/api-response';

/** Error responses of a route, for its OpenAPI entry. */
export const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorResponseSchema]));

export const security = [{ bearerAuth: [] }];
export const emptyResponse = successResponse(z.null());

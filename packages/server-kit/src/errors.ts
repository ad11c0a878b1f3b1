import type { ErrorDetail, ErrorResponse } from '@pamoja/contract/api-response';

/** A failure the caller can act on: thrown by domain code, answered in the error shape. */
export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: ErrorDetail[]) =>
  new AppError(400, 'BAD_REQUEST', message, details);
export const unauthorized = (message = 'Please log in to continue.') =>
  new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You are not allowed to do this.', code = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `${what} was not found.`);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
export const unprocessable = (message: string, code = 'UNPROCESSABLE') =>
  new AppError(422, code, message);

export function errorBody(
  statusCode: number,
  code: string,
  message: string,
  details?: ErrorDetail[],
): ErrorResponse {
  return {
    statusCode,
    code,
    errorMessage: message,
    message,
    ...(details && details.length > 0 ? { details } : {}),
  };
}

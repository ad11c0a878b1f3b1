import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorBody } from '../errors';
import { localiseValidationIssue } from '../i18n/validation-messages';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** Fastify's own 4xx codes, renamed to stable ids a client can rely on. */
const FRAMEWORK_CODES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_BODY',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_BODY',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_BODY',
};

function validationPath(instancePath: string, context: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context;
}

/**
 * One error shape for every failure (docs/api-conventions.md): validation → 400 with details, domain errors as
 * thrown, framework 4xx as they are, anything else → 500 without internals (logged with the id).
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { language } = request;
      const details = error.validation.map((issue) => {
        const message = issue.message ?? 'is invalid';
        return {
          path: validationPath(issue.instancePath, error.validationContext ?? 'body'),
          message:
            (language !== 'en' &&
              localiseValidationIssue(
                { keyword: issue.keyword, message, params: issue.params },
                language,
              )) ||
            message,
        };
      });
      const first = details[0];
      const message = first ? `${first.path}: ${first.message}` : 'The request is invalid.';
      return reply.code(400).send(errorBody(400, 'VALIDATION_FAILED', message, details));
    }
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .send(errorBody(error.statusCode, error.code, error.message, error.details));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = FRAMEWORK_CODES[error.code] ?? (status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST');
      return reply.code(status).send(errorBody(status, code, error.message));
    }
    request.log.error({ err: error }, 'unexpected failure');
    return reply.code(500).send(errorBody(500, 'INTERNAL_ERROR', INTERNAL_MESSAGE));
  });

  app.setNotFoundHandler((request, reply) => {
    const message = `There is no ${request.method} ${request.url.split('?')[0]} on this service.`;
    return reply.code(404).send(errorBody(404, 'ROUTE_NOT_FOUND', message));
  });
}

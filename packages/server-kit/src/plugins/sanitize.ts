import type { FastifyInstance } from 'fastify';
import { cleanPayload } from '@pamoja/contract/clean-text';

/**
 * Incoming text is cleaned by the same rule the web client applies before sending
 * (docs/api-conventions.md), so a client that skips it gains nothing. Runs before validation so limits hold.
 */
export function registerTextCleaning(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined) request.body = cleanPayload(request.body);
    if (request.query && typeof request.query === 'object') {
      // The query parser's records have a prototype of their own, which cleanPayload would pass
      // through untouched as if they were files: copy them into a plain record first.
      request.query = cleanPayload({ ...(request.query as Record<string, unknown>) });
    }
  });
}

import type { FastifyInstance } from 'fastify';
import { forbidden } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOKEN = /^[0-9a-f]{64}$/i;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Provider callbacks come from servers, not browsers, and are guarded by a path token. */
    csrf?: boolean;
  }
}

/**
 * The anti-forgery rule (docs/api-conventions.md): every non-GET request carries `x-csrf-token`, 32 random bytes
 * as hex that the browser keeps in session storage. A cross-site form cannot set a custom header.
 */
export function registerCsrfRule(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.csrf === false) return;
    const token = request.headers['x-csrf-token'];
    if (typeof token !== 'string' || token.length === 0) {
      throw forbidden('This request is missing its x-csrf-token header.', 'CSRF_TOKEN_MISSING');
    }
    if (!TOKEN.test(token)) {
      throw forbidden(
        'The x-csrf-token header must be 64 hexadecimal characters.',
        'CSRF_TOKEN_INVALID',
      );
    }
  });
}

import { createHash } from 'node:crypto';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { IDEMPOTENCY_KEY_PATTERN } from '@pamoja/contract/api-response';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import { AppError } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { createIdempotencyRepository, type KeyOwner } from './idempotency-repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Money-moving routes: a retry with the same Idempotency-Key never moves money twice. */
    idempotency?: boolean;
  }
  interface FastifyRequest {
    idempotencyClaim?: KeyOwner;
  }
}

function requireIdempotencyKey(header: unknown): string {
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new AppError(
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
      'Send an Idempotency-Key header (8 to 100 letters, digits, dashes) so a retry never moves money twice.',
    );
  }
  return header;
}

function hashOf(body: unknown): string {
  const text = JSON.stringify(body ?? null, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Runs a route marked `config: { idempotency: true }` once per key and route (docs/money.md):
 * the same key and body answer the first response again, the same key with another body is
 * refused with 422, and a duplicate that arrives while the first still runs gets 409. Refusals (4xx) are
 * remembered like successes; a failure of ours (5xx) frees the key for a retry. Runs after the
 * route's own pre-handlers, so the caller is known.
 */
export function registerIdempotency(app: FastifyInstance, db: Kysely<MainDatabase>): void {
  const keys = createIdempotencyRepository(db);

  const claim: preHandlerAsyncHookHandler = async (request, reply) => {
    const owner: KeyOwner = {
      userId: currentAuth(request).userId,
      // A key answers for the route it was sent to: another route with it is another request.
      operation: `${request.method} ${request.routeOptions.url ?? request.url}`,
      key: requireIdempotencyKey(request.headers['idempotency-key']),
    };
    const found = await keys.claim(owner, hashOf(request.body));
    if (found.state === 'other-request') {
      throw new AppError(
        422,
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for a different request.',
      );
    }
    if (found.state === 'running') {
      throw new AppError(
        409,
        'REQUEST_IN_PROGRESS',
        'The first request with this Idempotency-Key is still running. Try again in a moment.',
      );
    }
    if (found.state === 'answered') {
      return reply.code(found.response.statusCode).send(found.response.body);
    }
    request.idempotencyClaim = owner;
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotency) return;
    const own = route.preHandler ?? [];
    route.preHandler = [...(Array.isArray(own) ? own : [own]), claim];
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claimed = request.idempotencyClaim;
    if (!claimed) return payload;
    request.idempotencyClaim = undefined;
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await keys.release(claimed);
    } else {
      await keys.remember(claimed, {
        statusCode: reply.statusCode,
        body: JSON.parse(payload) as unknown,
      });
    }
    return payload;
  });
}

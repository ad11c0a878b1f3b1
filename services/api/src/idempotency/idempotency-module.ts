import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { Kysely } from 'kysely';
import { IDEMPOTENCY_KEY_PATTERN } from '@pamoja/contract/api-response';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import { AppError } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { createIdempotencyRepository, type HeldClaim } from './idempotency-repository';

/**
 * How long a request may hold its key. Longer than the slowest request can run (a provider call
 * is cut off after 30 s, twice with its token): a claim older than this belongs to a dead request.
 */
export const REQUEST_DEADLINE_MS = 2 * 60_000;

/** Answers a retry of a request that died after creating `resourceId`, from its current state. */
export type Replay = (resourceId: string, request: FastifyRequest, reply: FastifyReply) => unknown;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Money-moving routes: a retry with the same Idempotency-Key never moves money twice. The
     * route links what it creates (`linkToClaim`) and says how to answer for it (`replay`).
     */
    idempotency?: { replay: Replay };
  }
  interface FastifyRequest {
    idempotencyClaim?: HeldClaim;
  }
}

/** Writes into the request's own database transaction what it creates for its key. */
export type ClaimLink = (trx: Kysely<MainDatabase>, resourceId: string) => Promise<void>;

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

const stillRunning = () =>
  new AppError(
    409,
    'REQUEST_IN_PROGRESS',
    'The first request with this Idempotency-Key is still running. Try again in a moment.',
  );

/**
 * Runs a route marked `config: { idempotency }` once per key and route (docs/money.md): the same
 * key and body answer the first response again, the same key with another body is refused with
 * 422, and a duplicate that arrives while the first still runs gets 409. Refusals (4xx) are
 * remembered like successes; a failure of ours (5xx) frees the key for a retry. A claim left by
 * a request that died is taken over when that request created nothing, and otherwise answered by
 * the route's `replay` from what it created. Runs after the route's own pre-handlers.
 */
export function registerIdempotency(app: FastifyInstance, db: Kysely<MainDatabase>): void {
  const keys = createIdempotencyRepository(db, REQUEST_DEADLINE_MS);

  const claim: preHandlerAsyncHookHandler = async (request, reply) => {
    const owner = {
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
    if (found.state === 'running') throw stillRunning();
    if (found.state === 'answered') {
      return reply.code(found.response.statusCode).send(found.response.body);
    }
    if (found.state === 'interrupted') {
      const replay = request.routeOptions.config.idempotency?.replay;
      if (!replay) throw stillRunning();
      return replay(found.resourceId, request, reply);
    }
    request.idempotencyClaim = { ...owner, claimId: found.claimId };
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

/**
 * The link for what this request creates, or none on a route without a key. The link refuses
 * (409, rolling the caller's transaction back) when a retry took the key over.
 */
export function linkToClaim(request: FastifyRequest): ClaimLink | undefined {
  const held = request.idempotencyClaim;
  if (!held) return undefined;
  return async (trx, resourceId) => {
    const keys = createIdempotencyRepository(trx, REQUEST_DEADLINE_MS);
    if (!(await keys.link(held, resourceId))) throw stillRunning();
  };
}

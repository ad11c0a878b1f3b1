import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppError } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';

export interface StoredResponse {
  statusCode: number;
  body: unknown;
}

const KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

export function requireIdempotencyKey(header: unknown): string {
  if (typeof header !== 'string' || !KEY.test(header)) {
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
 * Runs a money-moving request once per key (DESIGN §4): the same key and body answer the first
 * response again, the same key with another body is refused with 422. The key is claimed in its own
 * committed transaction first, so a parallel duplicate sees it and waits its turn instead of
 * moving money too. Domain refusals (4xx) are remembered like successes; unexpected failures free
 * the key for a retry.
 */
export async function onceForKey(
  db: Kysely<MainDatabase>,
  userId: string,
  key: string,
  body: unknown,
  run: () => Promise<StoredResponse>,
): Promise<StoredResponse> {
  const requestHash = hashOf(body);
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({ user_id: userId, key, request_hash: requestHash })
    .onConflict((oc) => oc.doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) {
    const existing = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    if (existing.request_hash !== requestHash) {
      throw new AppError(
        422,
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for a different request.',
      );
    }
    if (existing.status_code === null) {
      throw new AppError(
        409,
        'REQUEST_IN_PROGRESS',
        'The first request with this Idempotency-Key is still running. Try again in a moment.',
      );
    }
    return { statusCode: existing.status_code, body: existing.response };
  }
  const remember = (response: StoredResponse) =>
    db
      .updateTable('idempotency_keys')
      .set({ status_code: response.statusCode, response: JSON.stringify(response.body) })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .execute();
  try {
    const response = await run();
    await remember(response);
    return response;
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) {
      await remember({
        statusCode: error.statusCode,
        body: {
          statusCode: error.statusCode,
          code: error.code,
          errorMessage: error.message,
          message: error.message,
        },
      });
      throw error;
    }
    await db
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .execute();
    throw error;
  }
}

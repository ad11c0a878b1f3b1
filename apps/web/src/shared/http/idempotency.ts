import { useCallback, useRef } from 'react';
import { isHttpError } from './http-error';

interface Attempt {
  key: string;
  body: string;
}

/**
 * Did the server give a definite answer? Then a new submission needs a new key. When the outcome
 * is unknown (no answer, a 5xx, the first request still running) a retry of the same body must
 * reuse the key, so the server answers it once (docs/domains/idempotency.md) instead of moving
 * money twice.
 */
export function isDefiniteAnswer(error: unknown): boolean {
  if (!isHttpError(error)) return false;
  return error.status >= 400 && error.status < 500 && error.code !== 'REQUEST_IN_PROGRESS';
}

/**
 * One `Idempotency-Key` per user submission: `keyFor(body)` hands out the same key while the
 * same body is retried after an unknown outcome, and a fresh one for anything else.
 */
export function useIdempotencyKey() {
  const last = useRef<Attempt | null>(null);

  const keyFor = useCallback((body: unknown): string => {
    const text = JSON.stringify(body);
    if (last.current && last.current.body === text) return last.current.key;
    const key = crypto.randomUUID();
    last.current = { key, body: text };
    return key;
  }, []);

  /** After a definite answer: the next submission is a new one. */
  const settle = useCallback(() => {
    last.current = null;
  }, []);

  /** Settles on a definite failure, keeps the key for a retry otherwise. */
  const settleOnFailure = useCallback(
    (error: unknown) => {
      if (isDefiniteAnswer(error)) settle();
    },
    [settle],
  );

  return { keyFor, settle, settleOnFailure };
}

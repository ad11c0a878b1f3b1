import { AppError } from '../errors';
import type { SessionCheck } from './guard';

/** Asks the main service about a token; answers the HTTP status of `GET /api/v1/auth/session`. */
export type AskMainService = (token: string) => Promise<number>;

export const SESSION_PATH = '/api/v1/auth/session';

/** Over HTTP, for a learning service deployed apart from the main service. */
export const askOverHttp =
  (baseUrl: string): AskMainService =>
  async (token) =>
    (
      await fetch(new URL(SESSION_PATH, baseUrl), {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(5_000),
      })
    ).status;

/**
 * A session check for a service that does not own the sessions: the main service says whether
 * the token's session is live, so a logout or a revoked session ends access here at once too.
 * When the main service cannot answer, the request is refused (503), never let through.
 */
export function introspectedSessions(ask: AskMainService): SessionCheck {
  return async (_claims, token) => {
    let status: number;
    try {
      status = await ask(token);
    } catch {
      throw new AppError(
        503,
        'SESSION_CHECK_UNAVAILABLE',
        'We could not check your session just now. Please try again in a moment.',
      );
    }
    if (status === 200) return true;
    if (status === 401) return false;
    throw new AppError(
      503,
      'SESSION_CHECK_UNAVAILABLE',
      'We could not check your session just now. Please try again in a moment.',
    );
  };
}

import type { FastifyInstance } from 'fastify';
import { csrfHeaders } from './build-test-app';
import { bearer } from './identity-helpers';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who makes a request: anything carrying ready `headers` (an `Actor` from `signedInWithRole`,
 * scoped to its organisation, or a beneficiary `Member`), a bare `Session` (its bearer token,
 * scoped to no organisation), or `null` for someone signed out (the anti-forgery header only).
 */
export type Caller = { headers: Record<string, string> } | { accessToken: string } | null;

const headersOf = (who: Caller) =>
  who === null ? csrfHeaders : 'headers' in who ? who.headers : bearer(who);

/** Injects a request to the main service at `/api/v1${url}` as `who`. */
export const call = (
  app: FastifyInstance,
  who: Caller,
  method: Method,
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: headersOf(who),
    ...(payload ? { payload } : {}),
  });

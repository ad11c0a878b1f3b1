import { cleanPayload } from '@pamoja/contract/clean-text';
import { env } from '../config/env';
import { getSession } from '../session/session-store';
import { getCsrfToken } from './csrf';
import type { QueryParams, RequestOptions } from './types';

export function buildUrl(options: Pick<RequestOptions, 'url' | 'apiType' | 'query'>): string {
  const base = { api: env.apiUrl, lms: env.lmsUrl, demo: '' }[options.apiType ?? 'api'];
  const path = `${base.replace(/\/+$/, '')}/${options.url.replace(/^\/+/, '')}`;
  // Absolute, so it also works where relative URLs have no base (tests, workers).
  const url = new URL(path, window.location.origin);
  appendQuery(url.searchParams, options.query);
  return url.toString();
}

function appendQuery(params: URLSearchParams, query: QueryParams | undefined): void {
  if (!query) return;
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      // Empty filters mean "no filter" for every list call: a blank search box must not match ''.
      if (value === undefined || value === null || value === '') continue;
      params.append(key, String(value));
    }
  }
}

function isRawBody(data: unknown): data is BodyInit {
  return (
    data instanceof FormData ||
    data instanceof Blob ||
    data instanceof URLSearchParams ||
    data instanceof ArrayBuffer
  );
}

export function buildInit(options: RequestOptions): RequestInit {
  const headers = new Headers({ Accept: 'application/json' });
  let body: BodyInit | undefined;

  if (options.method !== 'GET' && options.data !== undefined) {
    if (isRawBody(options.data)) {
      // The browser sets the multipart boundary itself; files are never "text".
      body = options.data;
    } else {
      body = JSON.stringify(cleanPayload(options.data));
      headers.set('Content-Type', 'application/json');
    }
  }

  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);

  // The product's token and organisation are not the demo's business (it has tokens of its own).
  if (options.apiType !== 'demo') {
    const session = getSession();
    if (session.accessToken) headers.set('Authorization', `Bearer ${session.accessToken}`);
    if (session.organisationId) headers.set('x-organization', session.organisationId);
  }
  if (options.method !== 'GET') headers.set('x-csrf-token', getCsrfToken());
  if (options.apiType === 'lms') headers.set('x-project', env.lmsProject);
  // The services word their messages (toasts, field errors) in the language on screen.
  const language = document.documentElement.lang;
  if (language) headers.set('Accept-Language', `${language}, en;q=0.5`);

  return { method: options.method, headers, body, signal: options.signal };
}

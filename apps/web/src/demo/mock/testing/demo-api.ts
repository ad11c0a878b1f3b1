import { beforeEach } from 'vitest';
import { server } from '../../../shared/testing/server';
import { demoHandlers } from '../demo-handlers';
import { resetDemoStore } from '../store/demo-store';

/**
 * Serves the demo's handlers through the tests' one msw/node server (shared/testing/server.ts),
 * on fresh seeded data for every test.
 */
export function serveDemoMock(): void {
  beforeEach(() => {
    resetDemoStore();
    server.use(...demoHandlers);
  });
}

export interface DemoAnswer<T = unknown> {
  status: number;
  body: T;
}

type Query = Record<string, string | number | readonly string[]>;

/** A call the way a demo page makes it: a path of the web origin, a query, a JSON body. */
export async function demoCall<T = unknown>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { query?: Query; body?: unknown } = {},
): Promise<DemoAnswer<T>> {
  // jsdom's origin: fetch in Node needs an absolute URL, as the app's client builds one.
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    for (const one of Array.isArray(value) ? value : [value])
      url.searchParams.append(key, String(one));
  }
  const response = await fetch(url, {
    method,
    headers: options.body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

export const demoGet = <T = unknown>(path: string, query?: Query) =>
  demoCall<T>('GET', path, { query });

import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';

// The budgets of docs/web-app.md, in kB of 1,000 bytes, each file gzipped on its own (as it
// travels).
export const LOGIN_BUDGET = 150_000;
export const ROUTE_BUDGET = 100_000;

/** The build the e2e server serves (scripts/start.ts): sizes are read from its files. */
const DIST = resolve(process.env.WEB_DIST ?? 'apps/web/dist');

/**
 * Gzipped size of every JavaScript file the page asks for while it opens `path`, until
 * `ready` (the page's own content shows) and the network is quiet after it. Requests are taken
 * from the context, since the demo's mock worker fetches scripts on the page's behalf (the
 * page sees no response for those), and sizes from the build itself.
 */
export async function javascriptOf(
  page: Page,
  path: string,
  ready: () => Promise<void> = async () => undefined,
): Promise<Map<string, number>> {
  const files = new Set<string>();
  const onRequest = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) files.add(pathname);
  };
  page.context().on('request', onRequest);
  try {
    await page.goto(path, { waitUntil: 'networkidle' });
    await ready();
    await page.waitForLoadState('networkidle');
  } finally {
    page.context().off('request', onRequest);
  }
  const sizes = new Map<string, number>();
  for (const file of files) {
    const size = gzippedSize(file);
    if (size !== null) sizes.set(file, size);
  }
  return sizes;
}

// The sweeps measure the same shell and shared chunks on every route: each file is gzipped once.
const gzipped = new Map<string, number | null>();
function gzippedSize(file: string): number | null {
  if (!gzipped.has(file)) {
    const built = join(DIST, file);
    gzipped.set(
      file,
      existsSync(built) ? gzipSync(readFileSync(built), { level: 9 }).length : null,
    );
  }
  return gzipped.get(file) ?? null;
}

/** The shell: what index.html itself loads (entry, its preloads, the theme script). */
export async function shellFiles(page: Page): Promise<Set<string>> {
  const html = await (await page.request.get('/')).text();
  return new Set([...html.matchAll(/(?:src|href)="(\/[^"]+\.js)"/g)].map((match) => match[1]!));
}

/**
 * The template demo's mock: its code (vite.config.ts names its files) and the service worker it
 * registers, loaded by demo pages only.
 */
export const isDemoMock = (file: string) =>
  /\/demo-mock-[\w-]+\.js$/.test(file) || file === '/mockServiceWorker.js';
/** zod's chunk: a demo page without a form loads it only because the mock's handlers use it. */
export const isValidation = (file: string) => /\/validation-[\w-]+\.js$/.test(file);

export const total = (sizes: Map<string, number>, skip = new Set<string>()) =>
  [...sizes].reduce((sum, [file, size]) => (skip.has(file) ? sum : sum + size), 0);

export const report = (sizes: Map<string, number>) =>
  [...sizes]
    .sort((a, b) => b[1] - a[1])
    .map(([file, size]) => `${(size / 1000).toFixed(2)} kB ${file}`)
    .join('\n');

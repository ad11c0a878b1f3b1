import { gzipSync } from 'node:zlib';
import type { BrowserContextOptions, Page, Response } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The budgets of docs/web-app.md, in kB of 1,000 bytes, each file gzipped on its own (as it
// travels).
const LOGIN_BUDGET = 150_000;
const ROUTE_BUDGET = 100_000;

/** Gzipped size of every JavaScript file the page downloads while it opens `path`. */
async function javascriptOf(page: Page, path: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    pending.push(
      response.body().then((body) => {
        sizes.set(url.pathname, gzipSync(body, { level: 9 }).length);
      }),
    );
  };
  page.on('response', onResponse);
  try {
    await page.goto(path, { waitUntil: 'networkidle' });
    await Promise.all(pending);
  } finally {
    page.off('response', onResponse);
  }
  return sizes;
}

/** The shell: what index.html itself loads (entry, its preloads, the theme script). */
async function shellFiles(page: Page): Promise<Set<string>> {
  const html = await (await page.request.get('/')).text();
  return new Set([...html.matchAll(/(?:src|href)="(\/[^"]+\.js)"/g)].map((match) => match[1]!));
}

/** The template demo's mock (vite.config.ts names its files): loaded by demo pages only. */
const isDemoMock = (file: string) => /\/demo-mock-[\w-]+\.js$/.test(file);
/** zod's chunk: a demo page without a form loads it only because the mock's handlers use it. */
const isValidation = (file: string) => /\/validation-[\w-]+\.js$/.test(file);

const total = (sizes: Map<string, number>, skip = new Set<string>()) =>
  [...sizes].reduce((sum, [file, size]) => (skip.has(file) ? sum : sum + size), 0);

const report = (sizes: Map<string, number>) =>
  [...sizes]
    .sort((a, b) => b[1] - a[1])
    .map(([file, size]) => `${(size / 1000).toFixed(2)} kB ${file}`)
    .join('\n');

test.describe('JavaScript size budgets', () => {
  test('/login loads at most 150 kB of gzipped JavaScript', async ({ page }) => {
    const sizes = await javascriptOf(page, '/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    console.log(`/login: ${(total(sizes) / 1000).toFixed(1)} kB gzipped in all`);
    expect(total(sizes), report(sizes)).toBeLessThanOrEqual(LOGIN_BUDGET);
    // zod (the `validation` chunk, vite.config.ts) stays off /login: its form restates the rules.
    expect([...sizes.keys()].filter((file) => /\/validation-[\w-]+\.js$/.test(file))).toEqual([]);
    // Nor does any of the demo's mock.
    expect([...sizes.keys()].filter(isDemoMock)).toEqual([]);
  });

  test('every other route loads at most 100 kB beyond the shell', async ({ browser, baseURL }) => {
    // Forty-odd routes, each in a fresh context, five sign-ins.
    test.setTimeout(300_000);
    // Each route in a fresh context: nothing comes from the cache of an earlier one.
    const measure = async (
      path: string,
      storageState?: BrowserContextOptions['storageState'],
      demo?: 'with-forms' | 'without-forms',
    ) => {
      const context = await browser.newContext({ baseURL, storageState });
      const page = await context.newPage();
      const shell = await shellFiles(page);
      expect(shell.size).toBeGreaterThan(0);
      const sizes = await javascriptOf(page, path);
      await context.close();
      const mock = [...sizes.keys()].filter(
        (file) => isDemoMock(file) || (demo === 'without-forms' && isValidation(file)),
      );
      // A product page never loads the demo's mock; a demo page's mock is not its route's code.
      if (!demo) expect.soft(mock, `${path} loads the demo mock`).toEqual([]);
      const beyond = total(sizes, new Set([...shell, ...mock]));
      // The figure itself, for the notes: the list reporter prints it beside the test.
      console.log(`${path}: ${(beyond / 1000).toFixed(1)} kB gzipped beyond the shell`);
      expect.soft(beyond, `${path}\n${report(sizes)}`).toBeLessThanOrEqual(ROUTE_BUDGET);
    };

    for (const path of ['/register', '/forgot-password', '/dev/mailbox', '/misc/error']) {
      await measure(path);
    }
    // The template demo's pages, their mock left out of the count.
    const demoPages = [
      '/',
      '/dashboard/ecommerce',
      '/dashboard/analytics',
      ...['basic', 'advance', 'statistics', 'analytics', 'action'].map((name) => `/cards/${name}`),
      '/access-control',
      ...['collapse-menu', 'layout-boxed', 'without-menu', 'layout-empty', 'layout-blank'].map(
        (name) => `/page-layout/${name}`,
      ),
    ];
    for (const path of demoPages) await measure(path, undefined, 'without-forms');
    // The account pages' forms use zod themselves: it counts.
    const accountPages = ['login', 'register', 'forgot-password', 'reset-password', 'verify-email'];
    for (const name of [...accountPages, 'two-steps']) {
      for (const variant of ['basic', 'cover']) {
        await measure(`/pages/${name}-${variant}`, undefined, 'with-forms');
      }
    }

    const signIn = async (email: string, home: RegExp, then?: (page: Page) => Promise<string>) => {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByLabel('E-mail or phone number').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('Pamoja#2026');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(home);
      const found = then ? await then(page) : null;
      const state = await context.storageState();
      await context.close();
      return { state, found };
    };

    const agent = await signIn('agent@pamoja.test', /\/leads$/);
    for (const path of ['/leads', '/leads/new', '/home', '/profile']) {
      await measure(path, agent.state);
    }

    // The demo member's seeded group gives the group page a real id.
    const member = await signIn('member@pamoja.test', /\/home$/, async (page) => {
      await page.goto('/airtime/groups');
      await page.getByRole('link', { name: 'Family', exact: true }).click();
      await expect(page).toHaveURL(/\/airtime\/groups\/[0-9a-f-]{36}$/);
      return new URL(page.url()).pathname;
    });
    const memberPages = [
      '/wallet',
      '/beneficiaries',
      '/transactions',
      '/airtime',
      '/airtime/groups',
      '/groups',
      '/shop',
      '/shop/cart',
      '/orders',
      '/bookings',
      '/learning',
      '/learning/my',
      '/learning/certificates',
      '/learning/achievements',
    ];
    for (const path of [...memberPages, member.found ?? '']) await measure(path, member.state);

    // The instructor's course studio.
    const instructor = await signIn('instructor@pamoja.test', /\/home$/);
    for (const path of ['/learning/studio', '/learning/studio/analytics']) {
      await measure(path, instructor.state);
    }

    // The admin's product and leads screens, and the staff page that holds the product picker.
    const admin = await signIn('admin@pamoja.test', /\/admin$/);
    const adminPages = ['/products', '/products/categories', '/staff', '/leads'];
    const leadsPages = ['/leads/health-insurance', '/leads/stats', '/leads/report'];
    const bookingPages = ['/bookings/manage', '/bookings/services'];
    for (const path of [...adminPages, ...leadsPages, ...bookingPages]) {
      await measure(path, admin.state);
    }

    // The platform administrator's reconciliation queue.
    const superAdmin = await signIn('superadmin@pamoja.test', /\/admin$/);
    await measure('/reconciliation', superAdmin.state);
  });
});

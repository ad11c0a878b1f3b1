import type { Browser, BrowserContextOptions } from '@playwright/test';
import { demoSessionState, type DemoRole } from './support/demo-sign-in';
import { expect, test } from './support/fixtures';
import { isDemoMock, isValidation, javascriptOf, LOGIN_BUDGET } from './support/javascript-sizes';
import { report, ROUTE_BUDGET, shellFiles, total } from './support/javascript-sizes';
import { ofThisRun, sweepLabel } from './support/sweep';

// The product's routes; the template demo's pages are measured by demo-pages.spec.ts.

const GROUP_PAGE = '/airtime/groups/:id';
const routesOf = (role: DemoRole | 'guest', paths: string[]) =>
  paths.map((path) => ({ path, role }));
const ROUTES = [
  ...routesOf('guest', ['/register', '/forgot-password', '/dev/mailbox', '/misc/error']),
  ...routesOf('agent', ['/leads', '/leads/new', '/home', '/profile']),
  ...routesOf('member', [
    '/wallet',
    '/beneficiaries',
    '/transactions',
    '/airtime',
    '/airtime/groups',
    GROUP_PAGE,
    '/groups',
    '/shop',
    '/shop/cart',
    '/orders',
    '/bookings',
    '/learning',
    '/learning/my',
    '/learning/certificates',
    '/learning/achievements',
  ]),
  // The instructor's course studio.
  ...routesOf('instructor', ['/learning/studio', '/learning/studio/analytics']),
  // The admin's product and leads screens, and the staff page that holds the product picker.
  ...routesOf('admin', [
    '/admin',
    '/products',
    '/products/categories',
    '/staff',
    '/leads',
    '/leads/health-insurance',
    '/leads/stats',
    '/leads/report',
    '/bookings/manage',
    '/bookings/services',
  ]),
  // The platform administrator's reconciliation queue.
  ...routesOf('superadmin', ['/reconciliation']),
];

test.describe('JavaScript size budgets', () => {
  test('/login loads at most 150 kB of gzipped JavaScript', async ({ page }) => {
    const sizes = await javascriptOf(page, '/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    console.log(`/login: ${(total(sizes) / 1000).toFixed(1)} kB gzipped in all`);
    expect(total(sizes), report(sizes)).toBeLessThanOrEqual(LOGIN_BUDGET);
    // zod (the `validation` chunk, vite.config.ts) stays off /login: its form restates the rules.
    expect([...sizes.keys()].filter(isValidation)).toEqual([]);
    // Nor does any of the demo's mock.
    expect([...sizes.keys()].filter(isDemoMock)).toEqual([]);
  });

  test('every other route loads at most 100 kB beyond the shell', async ({ browser, baseURL }) => {
    // A sweep: this run's share of the routes (support/sweep.ts), five to seven seconds each.
    const routes = ofThisRun(ROUTES);
    console.log(`Route budgets: ${routes.length} of ${ROUTES.length} routes, ${sweepLabel()}`);
    test.setTimeout(60_000 + routes.length * 15_000);
    // Each route in a fresh context: nothing comes from the cache of an earlier one.
    const measure = async (path: string, storageState?: BrowserContextOptions['storageState']) => {
      const context = await browser.newContext({ baseURL, storageState });
      const page = await context.newPage();
      const shell = await shellFiles(page);
      expect(shell.size).toBeGreaterThan(0);
      const sizes = await javascriptOf(page, path, () =>
        expect(page.getByRole('heading').first()).toBeVisible(),
      );
      await context.close();
      // A product page never loads the demo's mock.
      expect.soft([...sizes.keys()].filter(isDemoMock), `${path} loads the demo mock`).toEqual([]);
      const beyond = total(sizes, shell);
      // The figure itself, for the notes: the list reporter prints it beside the test.
      console.log(`${path}: ${(beyond / 1000).toFixed(1)} kB gzipped beyond the shell`);
      expect.soft(beyond, `${path}\n${report(sizes)}`).toBeLessThanOrEqual(ROUTE_BUDGET);
    };

    const sessions = new Map<DemoRole, BrowserContextOptions['storageState']>();
    const signedIn = async (role: DemoRole | 'guest') => {
      if (role === 'guest') return undefined;
      if (!sessions.has(role)) sessions.set(role, await demoSessionState(browser, baseURL!, role));
      return sessions.get(role);
    };

    for (const { path, role } of routes) {
      const state = await signedIn(role);
      // The demo member's seeded group gives the group page a real id.
      const target = path === GROUP_PAGE ? await seededGroupPage(browser, baseURL!, state) : path;
      await measure(target, state);
    }
  });
});

/** The page of the demo member's seeded group "Family". */
async function seededGroupPage(
  browser: Browser,
  baseURL: string,
  storageState: BrowserContextOptions['storageState'],
) {
  const context = await browser.newContext({ baseURL, storageState });
  const page = await context.newPage();
  await page.goto('/airtime/groups');
  await page.getByRole('link', { name: 'Family', exact: true }).click();
  await expect(page).toHaveURL(/\/airtime\/groups\/[0-9a-f-]{36}$/);
  const path = new URL(page.url()).pathname;
  await context.close();
  return path;
}

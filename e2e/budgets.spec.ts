import type { BrowserContextOptions, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { isDemoMock, isValidation, javascriptOf, LOGIN_BUDGET } from './support/javascript-sizes';
import { report, ROUTE_BUDGET, shellFiles, total } from './support/javascript-sizes';

// The product's routes; the template demo's pages are measured by demo-pages.spec.ts.

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
    // Forty-odd routes, each in a fresh context, five sign-ins: five to seven seconds a route on
    // two cores, so 5 minutes ran out at the 38th.
    test.setTimeout(480_000);
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

    for (const path of ['/register', '/forgot-password', '/dev/mailbox', '/misc/error']) {
      await measure(path);
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
    const adminPages = ['/admin', '/products', '/products/categories', '/staff', '/leads'];
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

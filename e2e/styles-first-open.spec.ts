import { randomBytes, randomInt } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ofThisRun } from './support/sweep';

// Issue 12, items 1 and 2: every screen carries its own styles, whichever page is opened first
// after signing in (a fresh page load: no other route's code or CSS was loaded before), and no
// page scrolls sideways on a phone. A run opens its share of the routes (support/sweep.ts).

const ADMIN = { email: 'admin@pamoja.test', password: 'Pamoja#2026' };
const PHONE = { width: 390, height: 844 };
const stamp = `${Date.now()}`.slice(-6);
const csrf = () => randomBytes(32).toString('hex');

interface ProductRoute {
  path: string;
  /** The page lists rows in a table (the admin's seeded rows below). */
  table: boolean;
  /** The button that opens the page's "New…" / "Add…" dialog, if it has one. */
  opens?: RegExp;
}

const PRODUCT_ROUTES: readonly ProductRoute[] = [
  { path: '/organisations', table: true, opens: /^New organisation$/ },
  { path: '/teams', table: true, opens: /^New team$/ },
  { path: '/branches', table: true, opens: /^New branch$/ },
  { path: '/staff-locations', table: true, opens: /^New staff location$/ },
  { path: '/staff', table: true, opens: /^Add staff$/ },
  { path: '/groups', table: true },
  { path: '/wallet', table: false, opens: /^Top up with M-Pesa$/ },
  { path: '/transactions', table: true },
  { path: '/beneficiaries', table: false, opens: /^Add (mobile wallet|bank account|Pesalink)/ },
  { path: '/airtime/groups', table: true, opens: /^New group$/ },
];

/** Rows on every admin list (a branch, its desk, a team, staff, an enquiry, a group, a top-up). */
async function seedAdminRows(api: APIRequestContext) {
  const login = await api.post('/api/v1/auth', {
    headers: { 'x-csrf-token': csrf() },
    data: { username: ADMIN.email, password: ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken, userData } = (await login.json()).data;
  const headers = {
    authorization: `Bearer ${accessToken}`,
    'x-organization': userData.organisations[0].id as string,
  };
  const post = async (path: string, data: object, extra: Record<string, string> = {}) => {
    const response = await api.post(`/api/v1/${path}`, {
      headers: { ...headers, ...extra, 'x-csrf-token': csrf() },
      data,
    });
    expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()).data as { id: string };
  };
  // Long, unbroken values: what makes a narrow table wider than a phone.
  const branch = await post('branches', {
    name: `Moi Avenue ${stamp}`,
    address: 'Kimathi House, Moi Avenue, Nairobi Central Business District',
  });
  await post('staff-locations', {
    branchId: branch.id,
    name: `Front desk ${stamp}`,
    county: 'Nairobi',
  });
  await post('teams', { name: `Umoja ${stamp}`, description: 'Field officers' });
  await post('users/add-staff', {
    firstName: 'Achieng',
    lastName: 'Wekesa',
    email: `teller.${stamp}@example.com`,
    phoneNumber: `07${randomInt(10_000_000, 99_999_999)}`,
    branchId: branch.id,
    roles: ['AGENT'],
  });
  await post('groups', {
    name: `Chama ${stamp}`,
    email: `chama.${stamp}@example.com`,
    phoneNumber: '0712345678',
    message: 'We would like to join.',
    groupType: 'CHAMA',
  });
  await post('airtime-groups', { name: `Office ${stamp}`, description: 'Office phones' });
  await post(
    'mpesa-topup',
    { phoneNumber: '0712345678', amount: 150 },
    { 'idempotency-key': `styles-first-open-${stamp}` },
  );
}

/** The admin's signed-in storage, made once in a context of its own. */
async function adminState(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail or phone number').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await seedAdminRows(context.request);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** `path` as the first page of a new browser context: nothing of another route is loaded. */
async function openFirst(
  browser: Browser,
  baseURL: string,
  path: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...options });
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  return page;
}

/**
 * The content under the customizer button, scrolled to the top or the end of the page (instantly:
 * Bootstrap makes scrolling smooth, which would measure mid-way): what a grid of points over the
 * button hits next below it, so content clipped by a scrolling table does not count.
 */
function coveredByCustomizer(page: Page, at: 'top' | 'end'): Promise<string[]> {
  return page.evaluate((where) => {
    const top = where === 'top' ? 0 : document.documentElement.scrollHeight;
    window.scrollTo({ top, behavior: 'instant' });
    const button = document.querySelector('.customizer-toggle');
    const gear = button?.getBoundingClientRect();
    if (!button || !gear) return ['no customizer button'];
    const CONTENT =
      'main a, main button, main input, main select, main textarea, main label, main td, main th, main h1, main h2, main p, main [role="progressbar"], footer span';
    const covered = new Set<string>();
    for (let x = 1; x < 5; x += 1) {
      for (let y = 1; y < 5; y += 1) {
        const stack = document.elementsFromPoint(
          gear.left + (gear.width * x) / 5,
          gear.top + (gear.height * y) / 5,
        );
        const below = stack.find((element) => !button.contains(element));
        const content = below?.closest(CONTENT);
        if (content) covered.add(content.outerHTML.slice(0, 80));
      }
    }
    return [...covered];
  }, at);
}

let state: BrowserContextOptions['storageState'];

test.beforeAll(async ({ browser }) => {
  const baseURL = process.env.E2E_BASE_URL;
  if (!baseURL) throw new Error('E2E_BASE_URL is not set: run through `npm run test:e2e`.');
  state = await adminState(browser, baseURL);
});

test('each product route styles its tables and dialogs when it is the first page opened', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  for (const route of ofThisRun(PRODUCT_ROUTES)) {
    await test.step(route.path, async () => {
      const page = await openFirst(browser, baseURL!, route.path, { storageState: state });
      try {
        if (route.table) {
          const cell = page.locator('table td').first();
          await expect(cell, `${route.path}: a table row`).toBeVisible();
          // Unstyled, a cell keeps the browser's 1px; Bootstrap's table gives 0.5rem.
          const padding = await cell.evaluate((element) => {
            const style = getComputedStyle(element);
            return Math.min(parseFloat(style.paddingLeft), parseFloat(style.paddingTop));
          });
          expect.soft(padding, `${route.path}: table cells are padded`).toBeGreaterThanOrEqual(4);
        }
        if (route.opens) {
          await page.getByRole('button', { name: route.opens }).first().click();
          const dialog = page.getByRole('dialog');
          await expect(dialog).toBeVisible();
          const position = await dialog.evaluate((element) => getComputedStyle(element).position);
          expect.soft(position, `${route.path}: the dialog floats`).toBe('fixed');
          // Once it has slid in: the whole dialog on screen, not below the footer.
          await expect.soft
            .poll(
              () =>
                dialog.evaluate((element) => {
                  const box = element.querySelector('.modal-dialog')?.getBoundingClientRect();
                  return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
                }),
              { message: `${route.path}: the dialog is in view` },
            )
            .toBe(true);
          await expect
            .soft(page.locator('.modal-backdrop'), `${route.path}: backdrop`)
            .toBeVisible();
        }
      } finally {
        await page.context().close();
      }
    });
  }
});

test('no route scrolls sideways at 390 px, and the customizer button covers nothing', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const paths = [
    ...PRODUCT_ROUTES.map((route) => route.path),
    ...['/home', '/profile', '/airtime', '/shop', '/shop/cart', '/orders'],
    ...['/products', '/products/categories'],
    ...['/leads', '/leads/new', '/leads/health-insurance', '/leads/stats', '/leads/report'],
    ...['/bookings', '/bookings/manage', '/bookings/services'],
    ...['/learning', '/learning/my', '/learning/certificates', '/learning/achievements'],
  ];
  const pages = [
    ...paths.map((path) => ({ path, storageState: state })),
    { path: '/login', storageState: undefined },
  ];
  for (const { path, storageState } of ofThisRun(pages)) {
    await test.step(path, async () => {
      const page = await openFirst(browser, baseURL!, path, { viewport: PHONE, storageState });
      try {
        // Tables and lists come after the heading: wait for the page to settle.
        await page.waitForLoadState('networkidle');
        const width = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          viewport: window.innerWidth,
        }));
        expect
          .soft(width.scroll, `${path}: page width at 390 px`)
          .toBeLessThanOrEqual(width.viewport);

        // Scrolled to the end, the round button sits over the room kept for it, not over content.
        const covered = await coveredByCustomizer(page, 'end');
        expect.soft(covered, `${path}: what the customizer button covers`).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }
});

test('at 1280 px the customizer button on the right edge covers nothing', async ({
  browser,
  baseURL,
}) => {
  for (const path of ['/admin', '/leads', '/leads/stats', '/organisations']) {
    await test.step(path, async () => {
      const page = await openFirst(browser, baseURL!, path, { storageState: state });
      try {
        await page.waitForLoadState('networkidle');
        for (const at of ['top', 'end'] as const) {
          expect
            .soft(await coveredByCustomizer(page, at), `${path} (${at}): under the button`)
            .toEqual([]);
        }
      } finally {
        await page.context().close();
      }
    });
  }
});

import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { axeViolations, SKIN_STORAGE } from './support/axe';
import { demoSessionState } from './support/demo-sign-in';
import { expect, test } from './support/fixtures';
import { ofThisRun } from './support/sweep';

// Every screen a person can reach, as a guest, member, agent and admin, in the light and the
// dark skin, with its main dialogs open: axe-core finds no WCAG 2.1 A or AA violation. A run
// audits its share of them (support/sweep.ts).

const SKINS = ['light', 'dark'] as const;
type Skin = (typeof SKINS)[number];

interface Screen {
  path: string;
  /** Buttons whose dialogs are checked too, one at a time. */
  dialogs?: RegExp[];
}

const SCREENS: Record<
  'guest' | 'member' | 'agent' | 'admin' | 'superadmin' | 'instructor',
  Screen[]
> = {
  guest: [
    { path: '/login' },
    { path: '/register' },
    { path: '/forgot-password' },
    // A certificate code nobody holds: the public page's "unknown" answer.
    { path: '/verify/PMJ-AAAA-AAAA' },
  ],
  member: [
    { path: '/home' },
    { path: '/profile' },
    { path: '/wallet', dialogs: [/^Top up with M-Pesa$/] },
    { path: '/airtime' },
    { path: '/airtime/groups', dialogs: [/^New group$/] },
    { path: '/beneficiaries' },
    { path: '/transactions' },
    { path: '/shop' },
    { path: '/shop/cart' },
    { path: '/orders' },
    { path: '/groups' },
    { path: '/bookings' },
    { path: '/learning' },
    { path: '/learning/my' },
    { path: '/learning/certificates' },
    { path: '/learning/achievements' },
  ],
  instructor: [
    { path: '/learning/studio', dialogs: [/^New course$/] },
    { path: '/learning/studio/analytics' },
  ],
  agent: [{ path: '/leads' }, { path: '/leads/new' }],
  admin: [
    { path: '/admin' },
    { path: '/organisations', dialogs: [/^New organisation$/] },
    { path: '/teams', dialogs: [/^New team$/] },
    { path: '/branches', dialogs: [/^New branch$/] },
    { path: '/staff-locations' },
    { path: '/staff', dialogs: [/^Add staff$/] },
    { path: '/products' },
    { path: '/products/categories' },
    { path: '/leads' },
    { path: '/leads/health-insurance' },
    { path: '/leads/stats' },
    { path: '/leads/report' },
    { path: '/bookings/manage' },
    { path: '/bookings/services', dialogs: [/^New service$/, /^Add a closed day$/] },
  ],
  superadmin: [{ path: '/reconciliation', dialogs: [/^Decide /] }],
};

async function openIn(
  browser: Browser,
  baseURL: string,
  skin: Skin,
  path: string,
  storageState: BrowserContextOptions['storageState'],
): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState });
  // The customizer's stored skin, as a returning user has it.
  await context.addInitScript(
    (stored) => localStorage.setItem('pamoja.layout', stored),
    SKIN_STORAGE(skin),
  );
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', skin);
  // Entrance transitions end before colours are measured.
  await page.waitForTimeout(400);
  return page;
}

for (const role of ['guest', 'member', 'agent', 'admin', 'superadmin', 'instructor'] as const) {
  // This run's share of the role's screens in both skins (support/sweep.ts); a role with none in
  // it has no test in this run.
  const share = ofThisRun(
    SKINS.flatMap((skin) => SCREENS[role].map((screen) => ({ skin, screen }))),
  );
  if (share.length === 0) continue;
  test(`${role} screens and dialogs have no WCAG A/AA violations, light and dark`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const queue = [...share];
    // A screen in one skin takes a few seconds to settle and audit; CI's two cores are slow.
    test.setTimeout(60_000 + queue.length * 20_000);
    const state = role === 'guest' ? undefined : await demoSessionState(browser, baseURL!, role);
    // The queue's dialog needs an item: a stuck payout, as the sweeper leaves one.
    if (role === 'superadmin') {
      const stuck = await request.post('/api/v1/dev/reconciliation/stuck-payout', {
        headers: { 'x-csrf-token': 'ab'.repeat(32) },
        data: {},
      });
      expect(stuck.ok(), await stuck.text()).toBe(true);
    }
    const check = async (skin: Skin, screen: Screen) => {
      const page = await openIn(browser, baseURL!, skin, screen.path, state);
      try {
        expect
          .soft(
            await axeViolations(page, skin === 'dark' ? ['color-contrast'] : undefined),
            `${screen.path} in ${skin}`,
          )
          .toEqual([]);
        for (const opener of screen.dialogs ?? []) {
          await page.getByRole('button', { name: opener }).first().click();
          const dialog = page.getByRole('dialog');
          await expect(dialog).toBeVisible();
          await page.waitForTimeout(400);
          expect

            .soft(
              await axeViolations(page, skin === 'dark' ? ['color-contrast'] : undefined),
              `${screen.path} dialog ${opener} in ${skin}`,
            )
            .toEqual([]);
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        }
      } finally {
        await page.context().close();
      }
    };
    // Two screens at a time, each in its own context: most of a check is waiting for the page
    // to settle, which the other one's audit fills.
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { skin, screen } = next;
        await test.step(`${screen.path} (${skin})`, () => check(skin, screen));
      }
    };
    await Promise.all([worker(), worker()]);
  });
}

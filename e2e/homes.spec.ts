import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './support/fixtures';

const PASSWORD = 'Pamoja#2026';

/** Signs a seeded account in; each role lands on its home. */
async function signIn(browser: Browser, baseURL: string, email: string, home: RegExp) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail or phone number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(home);
  return page;
}

const nonZero = async (page: Page, testId: string) =>
  expect(page.getByTestId(testId)).toHaveText(/[1-9]/);

test.describe('role homes on the seeded demo organisation', () => {
  test('the member sees their balance, transactions, courses and next booking', async ({
    browser,
    baseURL,
  }) => {
    const page = await signIn(browser, baseURL!, 'member@pamoja.test', /\/home$/);
    await nonZero(page, 'home-balance');
    await expect(page.getByTestId('home-next-booking')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent transactions' })).toBeVisible();
    await expect(page.getByRole('progressbar').first()).toBeVisible();
  });

  test('the agent sees today’s work above their leads', async ({ browser, baseURL }) => {
    const page = await signIn(browser, baseURL!, 'agent@pamoja.test', /\/leads$/);
    await expect(page.getByRole('heading', { name: 'Today’s work' })).toBeVisible();
    await nonZero(page, 'agent-figure-0');
    await nonZero(page, 'agent-figure-2');
  });

  test('the admin sees figures and follows a card into the filtered list', async ({
    browser,
    baseURL,
  }) => {
    const page = await signIn(browser, baseURL!, 'admin@pamoja.test', /\/admin$/);
    await nonZero(page, 'admin-leads-new');
    await nonZero(page, 'admin-revenue');
    await nonZero(page, 'admin-members');
    await page.getByRole('link', { name: 'Leads waiting for approval' }).click();
    await expect(page).toHaveURL(/\/leads\?status=NEW/);
  });

  test('the super admin sees the platform and the user directory', async ({ browser, baseURL }) => {
    const page = await signIn(browser, baseURL!, 'superadmin@pamoja.test', /\/admin$/);
    await nonZero(page, 'platform-organisations');
    await nonZero(page, 'platform-users');
    await expect(page.getByRole('heading', { name: 'User directory' })).toBeVisible();
    // Earlier journeys register people of their own, so the seeded member is found by a search.
    await page
      .getByRole('searchbox', { name: 'Search by name, e-mail or phone' })
      .fill('member@pamoja.test');
    await expect(page.getByRole('cell', { name: /member@pamoja\.test/ })).toBeVisible();
  });
});

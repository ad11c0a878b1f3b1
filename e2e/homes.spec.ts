import { expect, type Page } from '@playwright/test';
import { demoSignedIn } from './support/demo-sign-in';
import { test } from './support/fixtures';

const nonZero = async (page: Page, testId: string) =>
  expect(page.getByTestId(testId)).toHaveText(/[1-9]/);

test.describe('role homes on the seeded demo organisation', () => {
  test('the member sees their balance, transactions, courses and next booking', async ({
    browser,
    baseURL,
  }) => {
    const page = await demoSignedIn(browser, baseURL!, 'member');
    await nonZero(page, 'home-balance');
    await expect(page.getByTestId('home-next-booking')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent transactions' })).toBeVisible();
    await expect(page.getByRole('progressbar').first()).toBeVisible();
  });

  test('the agent sees today’s work above their leads', async ({ browser, baseURL }) => {
    const page = await demoSignedIn(browser, baseURL!, 'agent');
    await expect(page.getByRole('heading', { name: 'Today’s work' })).toBeVisible();
    await nonZero(page, 'agent-figure-0');
    await nonZero(page, 'agent-figure-2');
  });

  test('the admin sees figures and follows a card into the filtered list', async ({
    browser,
    baseURL,
  }) => {
    const page = await demoSignedIn(browser, baseURL!, 'admin');
    await nonZero(page, 'admin-leads-new');
    await nonZero(page, 'admin-revenue');
    await nonZero(page, 'admin-members');
    await page.getByRole('link', { name: 'Leads waiting for approval' }).click();
    await expect(page).toHaveURL(/\/leads\?status=NEW/);
  });

  test('the super admin sees the platform and the user directory', async ({ browser, baseURL }) => {
    const page = await demoSignedIn(browser, baseURL!, 'superadmin');
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

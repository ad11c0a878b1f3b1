import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The template demo: its own sign-in on demo accounts, the analytics period menu, the navbar's
// global search and bookmarks — all answered by the mock (demo-pages.spec.ts sweeps every page).

async function signInToDemo(page: Page, email: string, password: string) {
  await page.goto('/pages/login-basic');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('demo sign-in: wrong credentials are refused, the admin demo user reaches access control', async ({
  page,
}) => {
  await signInToDemo(page, 'admin@demo.com', 'wrong-password');
  await expect(page.getByText('Email or Password is Invalid')).toBeVisible();
  await expect(page).toHaveURL(/\/pages\/login-basic$/);

  await signInToDemo(page, 'admin@demo.com', 'admin');
  await expect(page).toHaveURL(/\/access-control$/);
  await expect(page.getByText('You can manage everything (admin)')).toBeVisible();
});

test('demo register: a taken e-mail is refused with the template’s message', async ({ page }) => {
  await page.goto('/pages/register-basic');
  await page.getByLabel('Username').fill(`someone${Date.now()}`);
  await page.getByLabel('E-mail').fill('admin@demo.com');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /sign up|create|register/i }).click();
  await expect(page.getByText('This email is already in use.')).toBeVisible();
});

test('the analytics dashboard’s period menu changes the figures', async ({ page }) => {
  await page.goto('/dashboard/analytics');
  const menu = page.getByRole('button', { name: /Avg Sessions period/ });
  const card = page.locator('section, article, .card').filter({ has: menu }).first();
  await expect(card).toContainText('Goal');
  const before = await card.innerText();
  await menu.click();
  await page.getByRole('menuitemradio', { name: 'Last Year' }).click();
  await expect(menu).toContainText('Last Year');
  await expect.poll(async () => card.innerText()).not.toBe(before);
});

test('global search finds "invoice" (at most 4 per group), Enter opens it; a bookmark reaches the navbar', async ({
  page,
}) => {
  await page.goto('/dashboard/analytics');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeVisible();
  await box.fill('invoice');
  const results = page.getByRole('listbox', { name: 'Search results' });
  const groups = results.getByRole('group');
  await expect(groups.first()).toBeVisible();
  for (const group of await groups.all()) {
    expect(await group.getByRole('option').count()).toBeLessThanOrEqual(4);
  }
  const first = results.getByRole('option').first();
  await expect(first).toContainText(/invoice/i);

  // Shift+Enter bookmarks the highlighted page; Enter opens it.
  const title = (await first.innerText()).split('\n')[0]!.trim();
  await box.press('Shift+Enter');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/apps\/invoice/);

  // Back on a page with the navbar, the bookmark is among its links.
  await page.goto('/dashboard/analytics');
  await expect(
    page.locator('.navbar-bookmark-links').getByRole('link', { name: new RegExp(title, 'i') }),
  ).toBeVisible();
});

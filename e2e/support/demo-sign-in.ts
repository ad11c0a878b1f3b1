import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

/** The password of every seeded demo account (`<role>@pamoja.test`). */
export const DEMO_PASSWORD = 'Pamoja#2026';

/** Where each seeded demo account lands once signed in. */
export const DEMO_HOMES = {
  member: /\/home$/,
  agent: /\/leads$/,
  admin: /\/admin$/,
  superadmin: /\/admin$/,
  instructor: /\/(home|learning[^/]*)$/,
} as const;
export type DemoRole = keyof typeof DEMO_HOMES;

/** A new context signed in as a seeded demo role, on its home page. */
export async function demoSignedIn(
  browser: Browser,
  baseURL: string,
  role: DemoRole,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ ...options, baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail or phone number').fill(`${role}@pamoja.test`);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(DEMO_HOMES[role]);
  return page;
}

/** A seeded demo role's signed-in storage, made in a context of its own, for fresh contexts. */
export async function demoSessionState(browser: Browser, baseURL: string, role: DemoRole) {
  const page = await demoSignedIn(browser, baseURL, role);
  const state = await page.context().storageState();
  await page.context().close();
  return state;
}

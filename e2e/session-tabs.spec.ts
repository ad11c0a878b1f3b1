import type { Page, Response } from '@playwright/test';
import { demoSignedIn } from './support/demo-sign-in';
import { expect, test } from './support/fixtures';

const isRefresh = (url: string) => url.includes('/api/v1/auth/refresh');

/**
 * Each page's next API call answers 401, as an expired access token does, and both answers wait
 * for each other: the two tabs then renew at the same moment with the same refresh token.
 */
async function expireTogether(pages: Page[]) {
  let arrived = 0;
  let release = () => {};
  const bothArrived = new Promise<void>((resolve) => (release = resolve));
  for (const page of pages) {
    let expired = false;
    await page.route('**/api/v1/**', async (route) => {
      if (expired || isRefresh(route.request().url())) return route.continue();
      expired = true;
      arrived += 1;
      if (arrived === pages.length) release();
      await bothArrived;
      await route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 401,
          code: 'UNAUTHORIZED',
          message: 'Your session has expired. Please log in again.',
          errorMessage: 'Your session has expired. Please log in again.',
        }),
      });
    });
  }
}

test('two tabs whose tokens expire together both stay signed in', async ({ browser, baseURL }) => {
  const first = await demoSignedIn(browser, baseURL!, 'member');
  const second = await first.context().newPage();
  await second.goto('/home');
  await expect(second).toHaveURL(/\/home$/);

  const renewals: Response[] = [];
  for (const page of [first, second]) {
    page.on('response', (response) => {
      if (isRefresh(response.url())) renewals.push(response);
    });
  }
  await expireTogether([first, second]);
  await Promise.all([first.reload(), second.reload()]);

  // One tab renewed; the other took the pair it stored instead of spending the old token again
  // (which the server takes for a stolen token, ending the session of both).
  await Promise.all([first, second].map((page) => page.waitForLoadState('networkidle')));
  expect(renewals.map((response) => response.status())).toEqual([200]);
  // The session is still live on the server: each tab loads its home with answered calls only.
  for (const page of [first, second]) {
    await page.unrouteAll({ behavior: 'wait' });
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/v1/')) answers.push(response.status());
    });
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/home$/);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.filter((status) => status === 401)).toEqual([]);
  }
  await first.context().close();
});

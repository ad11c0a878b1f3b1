import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, demoSignedIn } from './support/demo-sign-in';
import { expect, test } from './support/fixtures';

// The SUPER_ADMIN's reconciliation queue: a payout the provider never settled waits for a
// person; they decide it was not paid, the money goes back, and it moves to "Decided".

const SUPER_ADMIN = 'superadmin@pamoja.test';
const csrf = () => randomBytes(32).toString('hex');

interface QueueItem {
  id: string;
  transaction: { id: string; reference: string };
  owner: { name: string };
}

/** The super admin's bearer token and name, through the API (to read the queue as the screen does). */
async function superAdminSession(api: APIRequestContext) {
  const login = await api.post('/api/v1/auth', {
    headers: { 'x-csrf-token': csrf() },
    data: { username: SUPER_ADMIN, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { accessToken, userData } = (await login.json()).data as {
    accessToken: string;
    userData: { fullName: string };
  };
  return { headers: { authorization: `Bearer ${accessToken}` }, name: userData.fullName };
}

test('the super admin decides a stuck payout as not paid and it moves to Decided', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const reason = `Provider statement shows no payout (e2e ${Date.now()})`;

  // A development-only route (services/api/src/dev) leaves a payout pending at its provider and
  // opens its reconciliation item, as the sweeper does after RECONCILE_AFTER_MINUTES.
  const stuck = await request.post('/api/v1/dev/reconciliation/stuck-payout', {
    headers: { 'x-csrf-token': csrf() },
    data: {},
  });
  expect(stuck.ok(), await stuck.text()).toBe(true);
  const { transactionId } = (await stuck.json()).data as { transactionId: string };

  const session = await superAdminSession(request);
  const open = await request.get('/api/v1/reconciliation?state=OPEN&limit=100', {
    headers: session.headers,
  });
  expect(open.status(), await open.text()).toBe(200);
  const queued = ((await open.json()).data as QueueItem[]).find(
    (entry) => entry.transaction.id === transactionId,
  );
  expect(queued, 'the stuck payout is waiting in the queue').toBeDefined();
  const { reference } = queued!.transaction;
  const owner = queued!.owner.name;

  const page = await demoSignedIn(browser, baseURL!, 'superadmin');
  const row = page.getByRole('row').filter({ hasText: reference });

  await test.step('the menu leads to the queue, where the payout is waiting', async () => {
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Reconciliation', exact: true })
      .click();
    await expect(page).toHaveURL(/\/reconciliation$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reconciliation' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Waiting' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(row).toContainText(owner);
  });

  await test.step('decided as not paid, with a reason: the money goes back', async () => {
    await row.getByRole('button', { name: `Decide ${reference}` }).click();
    const dialog = page.getByRole('dialog', { name: `Decide ${reference}` });
    await expect(dialog).toContainText(reference);

    // Nothing goes without a reason.
    await dialog.getByRole('radio', { name: /^It was not paid/ }).check();
    await expect(dialog.getByRole('status')).toContainText(`goes back to ${owner}’s wallet`);
    await dialog.getByRole('button', { name: 'Confirm decision' }).click();
    await expect(
      dialog.getByText('Say why you decided this, in at least 5 characters.'),
    ).toBeVisible();

    await dialog.getByLabel('Reason').fill(reason);
    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.request().method() === 'PUT' &&
          response.url().endsWith(`/api/v1/reconciliation/${queued!.id}`),
      ),
      dialog.getByRole('button', { name: 'Confirm decision' }).click(),
    ]);
    expect(answer.status(), await answer.text()).toBe(200);
    const { message } = (await answer.json()) as { message: string };
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(message);
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
  });

  await test.step('it is on the Decided tab: not paid, why, by whom', async () => {
    await page.getByRole('tab', { name: 'Decided' }).click();
    await expect(page).toHaveURL(/[?&]tab=decided/);
    await expect(row).toContainText('Not paid');
    await expect(row).toContainText(reason);
    await expect(row).toContainText(session.name);

    // A reload keeps the tab.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Decided' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(row).toContainText(reason);
  });

  await test.step('the books still add up', async () => {
    const check = await request.get('/api/v1/dev/ledger-check');
    expect((await check.json()).data).toEqual({ exact: true, problems: [] });
  });
});

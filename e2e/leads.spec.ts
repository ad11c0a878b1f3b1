import { readFile } from 'node:fs/promises';
import { randomInt } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// A lead's whole life through the screens: the agent captures it with the customer's consent
// code, the admin finds it by filter, approves it with their own code and assigns it back to
// the agent, the agent receives it, the admin dispatches it and downloads it, and the activity
// log names who did each step.

const PASSWORD = 'Pamoja#2026';
const stamp = `${Date.now()}`.slice(-6);
const customer = `Zawadi Mutua ${stamp}`;
const localPhone = `07${randomInt(10_000_000, 99_999_999)}`;
const phone = `254${localPhone.slice(1)}`;

async function signIn(browser: Browser, baseURL: string, email: string, home: RegExp) {
  const page = await (await browser.newContext({ baseURL, acceptDownloads: true })).newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail or phone number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(home);
  return page;
}

/** The newest code the development outbox holds for `to` and `purpose`. */
async function codeFor(api: APIRequestContext, to: string, purpose: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const answer = await api.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
      const messages = (await answer.json()).data as { code: string | null; purpose: string }[];
      code = messages.find((message) => message.purpose === purpose)?.code ?? undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

async function selectAndAct(page: Page, code: string, action: string) {
  await page.getByRole('checkbox', { name: `Select lead ${code}` }).check();
  await page.getByRole('toolbar').getByRole('button', { name: action, exact: true }).click();
}

test('agent captures, admin approves and assigns, agent receives, admin dispatches and downloads', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const agent = await signIn(browser, baseURL!, 'agent@pamoja.test', /\/leads$/);
  let code = '';

  await test.step('the agent captures the lead with the code texted to the customer', async () => {
    await agent.getByRole('link', { name: 'New lead' }).click();
    await expect(agent).toHaveURL(/\/leads\/new$/);
    // The products are cards: the label is what a person clicks.
    await agent.locator('label', { hasText: 'Development loan' }).click();
    await expect(agent.getByRole('radio', { name: /Development loan/ })).toBeChecked();
    await agent.getByRole('button', { name: 'Next' }).click();
    await agent.getByLabel("Customer's name").fill(customer);
    await agent.getByLabel("Customer's phone").fill(localPhone);
    await agent.getByLabel('Amount (KES)').fill('20000');
    await agent.getByLabel('Location').fill('Nakuru');
    await agent.getByRole('button', { name: 'Next' }).click();
    await agent.getByRole('button', { name: 'Send code' }).click();
    await expect(agent.getByText(/We texted a 6-digit code/)).toBeVisible();
    await agent.getByLabel('Consent code').fill(await codeFor(request, phone, 'LEAD_CONSENT'));
    await agent.getByRole('button', { name: 'Capture lead' }).click();
    await expect(agent.getByText('Lead captured.')).toBeVisible();
    code = /LD-[A-Z0-9]{8}/.exec(await agent.locator('main').innerText())?.[0] ?? '';
    expect(code).toMatch(/^LD-[A-Z0-9]{8}$/);
  });

  const admin = await signIn(browser, baseURL!, 'admin@pamoja.test', /\/admin$/);

  await test.step('the admin filters by name and status, and approves it with their code', async () => {
    await admin.goto(`/leads?status=NEW&name=${encodeURIComponent(customer)}`);
    await expect(admin.getByRole('row', { name: new RegExp(code) })).toBeVisible();
    await expect(
      admin.getByRole('searchbox').or(admin.getByLabel('Search by customer name')),
    ).toHaveValue(customer);
    await selectAndAct(admin, code, 'Approve');
    const dialog = admin.getByRole('dialog', { name: 'Approve 1 lead' });
    await expect(dialog.getByText(/We sent a 6-digit code/)).toBeVisible();
    await dialog
      .getByLabel('Approval code')
      .fill(await codeFor(request, 'admin@pamoja.test', 'APPROVE_LEADS'));
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText('1 lead approved.')).toBeVisible();
  });

  await test.step('the admin assigns it to the agent', async () => {
    await admin.goto(`/leads?name=${encodeURIComponent(customer)}`);
    await selectAndAct(admin, code, 'Assign');
    const dialog = admin.getByRole('dialog', { name: 'Assign 1 lead' });
    await dialog.getByLabel('Assign to').selectOption({ label: 'Amina Hassan (AGENT)' });
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await expect(admin.getByText('1 lead assigned.')).toBeVisible();
  });

  await test.step('the agent receives it on the lead page', async () => {
    await agent.goto(`/leads/${code}`);
    await agent.getByRole('button', { name: 'Mark as received' }).click();
    const dialog = agent.getByRole('dialog', { name: `Receive lead ${code}?` });
    await dialog.getByRole('button', { name: 'Mark as received' }).click();
    await expect(dialog).toBeHidden();
    await expect(agent.getByRole('button', { name: 'Mark as received' })).toBeHidden();
    await expect(agent.getByText('Received', { exact: true }).first()).toBeVisible();
  });

  await test.step('the admin dispatches it and downloads it as CSV', async () => {
    await admin.goto(`/leads?status=RECEIVED&name=${encodeURIComponent(customer)}`);
    await selectAndAct(admin, code, 'Dispatch');
    await admin
      .getByRole('dialog', { name: 'Dispatch 1 lead?' })
      .getByRole('button', { name: 'Dispatch' })
      .click();
    await expect(admin.getByText('1 lead dispatched.')).toBeVisible();

    await admin.goto(`/leads?name=${encodeURIComponent(customer)}`);
    await admin.getByRole('checkbox', { name: `Select lead ${code}` }).check();
    await admin.getByRole('button', { name: 'Download' }).click();
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'The 1 selected lead (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-selected-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(code);
    expect(lines[1]).toContain(customer);
    expect(lines[1]).toContain('DISPATCHED');
  });

  await test.step('the activity log names who did each step', async () => {
    await admin.goto(`/leads/${code}`);
    // The timeline's own list: an entry made this second says "now", not "… ago".
    const entries = admin.getByRole('list', { name: 'Activity' }).getByRole('listitem');
    // Newest first: who did what, with the status move where there was one.
    const steps = [
      ['Otieno Odhiambo', 'exported the lead'],
      ['Otieno Odhiambo', 'activated the product'],
      ['Amina Hassan', 'changed the status'],
      ['Otieno Odhiambo', 'assigned the lead'],
      ['Otieno Odhiambo', 'approved the lead'],
      ['Amina Hassan', 'captured the lead'],
    ];
    await expect(entries).toHaveCount(steps.length);
    for (const [index, [who, what]] of steps.entries()) {
      await expect(entries.nth(index)).toContainText(who!);
      await expect(entries.nth(index)).toContainText(what!);
    }
    await expect(entries.nth(2)).toContainText('Approved → Received');
  });
});

import type { Page } from '@playwright/test';
import { skinAudit } from './support/axe';
import { expect, sweepTest, test } from './support/fixtures';

// The template demo's e-mail app, answered by the in-browser mock: a mail moved to spam is found
// there, a mail written in the rich-text editor lands in Sent, and axe over its views.

// Each journey opens the mock and several views; axe audits each view twice (light, dark).
test.describe.configure({ timeout: 180_000 });
const mails = (page: Page, name: string) => page.getByRole('list', { name });
const subjectOf = async (page: Page, index: number) =>
  ((await mails(page, 'Inbox').getByRole('checkbox').nth(index).getAttribute('aria-label')) ?? '')
    .replace(/^Select “/, '')
    .replace(/”$/, '');

test('e-mail: a mail moved to spam leaves the inbox and is found in Spam', async ({ page }) => {
  await page.goto('/apps/email');
  await expect(mails(page, 'Inbox')).toBeVisible({ timeout: 30_000 });
  const subject = await subjectOf(page, 0);
  expect(subject).not.toBe('');

  await page.getByRole('checkbox', { name: `Select “${subject}”` }).check();
  await page.getByRole('button', { name: 'Move to', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Spam' }).click();
  await expect(mails(page, 'Inbox').getByRole('link', { name: new RegExp(subject) })).toBeHidden();

  await page
    .getByRole('navigation', { name: 'Folders' })
    .getByRole('link', { name: /^Spam/ })
    .click();
  await expect(page).toHaveURL(/\/apps\/email\/spam$/);
  const found = mails(page, 'Spam').getByRole('link', { name: new RegExp(subject) });
  await expect(found).toBeVisible();
  await found.click();
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
});

test('e-mail: a message typed in the rich-text editor is sent and found in Sent', async ({
  page,
}) => {
  const subject = `Mkutano ${Date.now()}`;
  await page.goto('/apps/email');
  await expect(mails(page, 'Inbox')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Compose' }).click();
  const dialog = page.getByRole('dialog', { name: 'New message' });
  await dialog.getByRole('textbox', { name: 'To' }).fill('amina@example.com');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  const editor = dialog.getByRole('textbox', { name: 'Message' });
  await editor.click();
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Tukutane kesho');
  await expect(editor.locator('strong, .fw-bold').first()).toHaveText('Tukutane kesho');
  await expect(dialog.getByText('14 of 1000 characters')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your message was sent.')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Folders' })
    .getByRole('link', { name: /^Sent/ })
    .click();
  await mails(page, 'Sent')
    .getByRole('link', { name: new RegExp(subject) })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await expect(page.getByText('Tukutane kesho')).toBeVisible();
});

test('e-mail: on a phone the mailboxes open from their button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/apps/email');
  await expect(mails(page, 'Inbox')).toBeVisible({ timeout: 30_000 });
  const folders = page.getByRole('navigation', { name: 'Folders' });
  await expect(folders).toBeHidden();
  await page.getByRole('button', { name: 'Mailboxes' }).click();
  await folders.getByRole('link', { name: /^Draft/ }).click();
  await expect(mails(page, 'Draft')).toBeVisible();
  await expect(folders).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

for (const skin of ['light', 'dark'] as const) {
  sweepTest(`e-mail lists have no WCAG A/AA violations (${skin})`, async ({ page }) => {
    const check = await skinAudit(page, skin);
    for (const [path, list] of [
      ['/apps/email', 'Inbox'],
      ['/apps/email/label/company', 'Company'],
    ] as const) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(mails(page, list)).toBeVisible({ timeout: 30_000 });
      await check(path);
    }
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByRole('button', { name: 'Labels', exact: true }).click();
    await check('the label menu');
  });

  sweepTest(
    `an open e-mail and the compose window have no WCAG A/AA violations (${skin})`,
    async ({ page }) => {
      const check = await skinAudit(page, skin);
      await page.goto('/apps/email', { waitUntil: 'networkidle' });
      await expect(mails(page, 'Inbox')).toBeVisible({ timeout: 30_000 });
      await mails(page, 'Inbox').getByRole('link').nth(2).click();
      await expect(page.getByRole('button', { name: 'Reply', exact: true })).toBeVisible();
      await check('an open mail');
      await page.getByRole('button', { name: 'Reply', exact: true }).click();
      await expect(
        page.getByRole('dialog').getByRole('textbox', { name: 'Message' }),
      ).toBeVisible();
      await check('the compose window');
    },
  );
}

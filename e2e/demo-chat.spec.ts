import { skinAudit } from './support/axe';
import { expect, sweepTest, test } from './support/fixtures';

// The template demo's chat app, answered by the in-browser mock: a message sent shows at once and
// is still there after moving between conversations (no reload), on a phone too; and axe.

// Each journey opens the mock and several views; axe audits each view twice (light, dark).
test.describe.configure({ timeout: 180_000 });

test('chat: a sent message appears, and stays across navigation', async ({ page }) => {
  const text = `Habari ${Date.now()}`;
  await page.goto('/apps/chat');
  const chats = page.getByRole('list', { name: 'Chats' });
  // The first list waits for the mock to start, slow on a busy machine.
  await expect(chats).toBeVisible({ timeout: 30_000 });
  const first = chats.getByRole('link').first();
  const second = chats.getByRole('link').nth(1);
  const name = (await first.locator('.fw-semibold').innerText()).trim();
  await first.click();
  await page.getByRole('textbox', { name: `Message to ${name}` }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const log = page.getByRole('log', { name: `Messages with ${name}` });
  await expect(log.getByText(text)).toBeVisible();

  await second.click();
  await expect(log).toBeHidden();
  await page
    .getByRole('list', { name: 'Chats' })
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await expect(log.getByText(text)).toBeVisible();
  await expect(chats.getByRole('link').first()).toContainText(text);
});

test('chat: on a phone the list and the conversation are separate panes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/apps/chat');
  const chats = page.getByRole('list', { name: 'Chats' });
  // The first list waits for the mock to start, slow on a busy machine.
  await expect(chats).toBeVisible({ timeout: 30_000 });
  await chats.getByRole('link').first().click();
  await expect(chats).toBeHidden();
  await expect(page.getByRole('log')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.getByRole('link', { name: 'Back to the chats' }).click();
  await expect(chats).toBeVisible();
});

for (const skin of ['light', 'dark'] as const) {
  sweepTest(
    `chat has no WCAG A/AA violations (${skin}), a conversation and the profiles open`,
    async ({ page }) => {
      const check = await skinAudit(page, skin);
      await page.goto('/apps/chat', { waitUntil: 'networkidle' });
      await expect(page.getByRole('list', { name: 'Chats' })).toBeVisible({ timeout: 30_000 });
      await check('/apps/chat');
      await page.getByRole('list', { name: 'Chats' }).getByRole('link').first().click();
      await expect(page.getByRole('log')).toBeVisible();
      await check('a conversation');
      await page.getByRole('button', { name: 'My profile' }).click();
      await check('my profile');
      await page.getByRole('button', { name: 'Close the profile' }).click();
      await page.getByRole('button', { name: /^Profile of / }).click();
      await check('the contact’s profile');
    },
  );
}

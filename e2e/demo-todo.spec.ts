import type { Page } from '@playwright/test';
import { skinAudit } from './support/axe';
import { expect, sweepTest, test } from './support/fixtures';

// The template demo's to-do app, answered by the in-browser mock: a task added, completed and
// deleted (a flag: it moves to "Deleted"), the list reordered from the keyboard, and axe.

// A demo page's first open starts the mock (a large file): on a busy machine it takes a while.
test.describe.configure({ timeout: 180_000 });
const tasks = (page: Page) => page.getByRole('list', { name: 'Tasks' });
const titles = async (page: Page) =>
  (await tasks(page).locator('.todo-title').allInnerTexts()).map((title) => title.trim());

test('to-do: a task is added, completed, then deleted into "Deleted"', async ({ page }) => {
  const title = `Call the plumber ${Date.now()}`;
  await page.goto('/apps/todo');
  await expect(tasks(page)).toBeVisible({ timeout: 90_000 });

  await page.getByRole('button', { name: 'Add task' }).click();
  const panel = page.getByRole('dialog', { name: 'Add task' });
  await panel.getByLabel('Title').fill(title);
  await panel.getByLabel('High').check();
  await panel.getByRole('button', { name: 'Add' }).click();
  await expect(panel).toBeHidden();
  await expect(tasks(page).getByRole('button', { name: title, exact: true })).toBeVisible();

  // The box follows the mock's answer, so it is clicked and then awaited.
  await page.getByRole('checkbox', { name: `Completed: ${title}` }).click();
  await expect(page.getByRole('checkbox', { name: `Completed: ${title}` })).toBeChecked();
  await page.getByRole('link', { name: 'Completed' }).click();
  await expect(page).toHaveURL(/\/apps\/todo\/completed$/);
  await expect(page.getByRole('checkbox', { name: `Completed: ${title}` })).toBeChecked();

  await page.getByRole('button', { name: `Delete “${title}”` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this task?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(tasks(page).getByRole('button', { name: title, exact: true })).toBeHidden();

  await page.getByRole('link', { name: 'Deleted' }).click();
  await expect(page).toHaveURL(/\/apps\/todo\/deleted$/);
  await expect(page.getByRole('button', { name: `Restore “${title}”` })).toBeVisible();
});

test('to-do: a task is moved down the list with the keyboard', async ({ page }) => {
  await page.goto('/apps/todo');
  await expect(tasks(page)).toBeVisible({ timeout: 90_000 });
  const [first, second] = await titles(page);
  await page.getByRole('button', { name: `Move “${first}”` }).focus();
  // dnd-kit measures the list when the drag starts and moves on the next frame: one key a beat.
  for (const key of ['Space', 'ArrowDown', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(300);
  }
  await expect.poll(async () => (await titles(page)).slice(0, 2)).toEqual([second, first]);
  // The order outlives a visit to another filter.
  await page.getByRole('link', { name: 'Important' }).click();
  await page.getByRole('link', { name: 'My tasks' }).click();
  await expect.poll(async () => (await titles(page)).slice(0, 2)).toEqual([second, first]);
});

for (const skin of ['light', 'dark'] as const) {
  sweepTest(`to-do has no WCAG A/AA violations (${skin}), its panel open too`, async ({ page }) => {
    test.setTimeout(180_000);
    const check = await skinAudit(page, skin);
    for (const path of ['/apps/todo', '/apps/todo/deleted', '/apps/todo/tag/team']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(tasks(page)).toBeVisible({ timeout: 90_000 });
      await check(path);
    }
    await tasks(page).locator('.todo-title').first().click();
    await expect(page.getByRole('dialog', { name: 'Edit task' })).toBeVisible();
    await check('the edit panel');
  });
}

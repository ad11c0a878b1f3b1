import type { Page } from '@playwright/test';
import { skinAudit } from './support/axe';
import { expect, sweepTest, test } from './support/fixtures';

// The template demo's calendar (FullCalendar) on the in-browser mock: an event added in
// "Family", hidden by unticking Family and shown again; the views; axe.

// A demo page's first open starts the mock (a large file): on a busy machine it takes a while.
test.describe.configure({ timeout: 180_000 });
const board = (page: Page) => page.locator('.calendar-board');

test('calendar: an event added in Family hides with Family unticked and returns with it', async ({
  page,
}) => {
  const title = `Family reunion ${Date.now() % 10_000}`;
  await page.goto('/apps/calendar');
  await expect(board(page).locator('.fc-daygrid-event').first()).toBeVisible({ timeout: 90_000 });

  await page.getByRole('button', { name: 'Add event' }).click();
  const panel = page.getByRole('dialog', { name: 'Add event' });
  await panel.getByRole('button', { name: 'Add' }).click();
  await expect(panel.getByText('Enter a title.')).toBeVisible();
  await panel.getByLabel('Title').fill(title);
  await panel.getByLabel('Label').selectOption('Family');
  await panel.getByRole('switch', { name: 'All day' }).check();
  await panel.getByLabel('Jane Foster').check();
  await panel.getByRole('button', { name: 'Add' }).click();
  await expect(panel).toBeHidden();
  const event = board(page).getByText(title);
  await expect(event).toBeVisible();

  await page.getByRole('checkbox', { name: 'Family', exact: true }).uncheck();
  await expect(event).toBeHidden();
  await expect(page.getByRole('checkbox', { name: 'View all' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'Family', exact: true }).check();
  await expect(event).toBeVisible();

  // Opened again, it shows what was saved.
  await event.click();
  const edit = page.getByRole('dialog', { name: 'Update event' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await expect(edit.getByLabel('Jane Foster')).toBeChecked();
});

test('calendar: week, day and list views; an event dragged to another day stays there', async ({
  page,
}) => {
  await page.goto('/apps/calendar');
  const first = board(page).locator('.fc-daygrid-event').first();
  await expect(first).toBeVisible({ timeout: 90_000 });
  for (const [view, selector] of [
    ['Week', '.fc-timeGridWeek-view'],
    ['Day', '.fc-timeGridDay-view'],
    ['List', '.fc-listMonth-view'],
    ['Month', '.fc-dayGridMonth-view'],
  ] as const) {
    await board(page).getByRole('button', { name: view, exact: true }).click();
    await expect(board(page).locator(selector)).toBeVisible();
  }

  // Dragging and a day's click arrive once the pointer is over the board.
  await board(page).hover();
  await expect(board(page)).toHaveAttribute('data-interactive', 'true');
  const cells = board(page).locator('td.fc-daygrid-day:not(.fc-day-other)');
  // A free day's empty space (its number, top right, opens the day's view).
  const free = cells.filter({ hasNot: page.locator('.fc-daygrid-event') }).first();
  await free.click({ position: { x: 10, y: 40 } });
  const adding = page.getByRole('dialog', { name: 'Add event' });
  const freeDay = await free.getAttribute('data-date');
  await expect(adding.getByLabel('Start')).toHaveValue(new RegExp(`^${freeDay}`));
  await adding.getByRole('button', { name: 'Cancel' }).click();
  await expect(adding).toBeHidden();

  // Drag the first event of the month into the cell of another day, then reload the data.
  const title = (await first.innerText()).split('\n').at(-1)!.trim();
  await first.click();
  const panel = page.getByRole('dialog', { name: 'Update event' });
  const before = (await panel.getByLabel('Start').inputValue()).slice(0, 10);
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel).toBeHidden();
  // The month's first day, or its second if the event starts on the first: a move either way.
  // (A cell near the window's edge would scroll the page mid-drag.)
  const target = cells.nth((await cells.nth(0).getAttribute('data-date')) === before ? 1 : 0);
  const day = await target.getAttribute('data-date');
  expect(day).not.toBe(before);
  const from = await first.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('no layout');
  await page.mouse.move(from.x + 5, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
  // The mock kept it: unticking and ticking every calendar asks for the events again.
  await page.getByRole('checkbox', { name: 'View all' }).uncheck();
  await page.getByRole('checkbox', { name: 'View all' }).check();
  await expect(
    board(page).locator(`td[data-date="${day}"]`).getByText(title, { exact: true }),
  ).toBeVisible();
  // Opened, it starts on the day it was dropped on.
  await board(page).locator(`td[data-date="${day}"]`).getByText(title, { exact: true }).click();
  await expect(panel.getByLabel('Start')).toHaveValue(new RegExp(`^${day}`));
});

for (const skin of ['light', 'dark'] as const) {
  sweepTest(
    `calendar has no WCAG A/AA violations (${skin}), its panel open too`,
    async ({ page }) => {
      test.setTimeout(180_000);
      const check = await skinAudit(page, skin);
      await page.goto('/apps/calendar', { waitUntil: 'networkidle' });
      await expect(board(page).locator('.fc-daygrid-event').first()).toBeVisible({
        timeout: 90_000,
      });
      await check('month');
      await board(page).getByRole('button', { name: 'Week', exact: true }).click();
      await check('week');
      await board(page).getByRole('button', { name: 'List', exact: true }).click();
      await check('list');
      await page.getByRole('button', { name: 'Add event' }).click();
      await expect(page.getByRole('dialog', { name: 'Add event' })).toBeVisible();
      await check('the add panel');
    },
  );
}

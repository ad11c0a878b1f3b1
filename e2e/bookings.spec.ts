import { readFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { expect, test } from './support/fixtures';

// A booking's life through the screens: the member books a free time, the desk confirms it,
// the member sees it confirmed and saves it to their calendar, the desk marks it completed.

const PASSWORD = 'Pamoja#2026';
const note = `Bring my payslips ${Date.now()}`;

async function signIn(browser: Browser, baseURL: string, email: string, home: RegExp) {
  const page = await (await browser.newContext({ baseURL, acceptDownloads: true })).newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail or phone number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(home);
  return page;
}

/** The next weekday after today in Nairobi (the branch opens Monday to Friday), as YYYY-MM-DD. */
function nextWeekday(): string {
  const nairobi = new Date(Date.now() + 3 * 3_600_000);
  do nairobi.setUTCDate(nairobi.getUTCDate() + 1);
  while (nairobi.getUTCDay() === 0 || nairobi.getUTCDay() === 6);
  return nairobi.toISOString().slice(0, 10);
}

test('member books, desk confirms, member saves it to the calendar, desk completes it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const member = await signIn(browser, baseURL!, 'member@pamoja.test', /\/home$/);

  await test.step('the member books a free time with a note', async () => {
    await member.goto('/bookings');
    await member.getByRole('button', { name: /^Loan consultation/ }).click();
    await member.getByLabel('Day').fill(nextWeekday());
    const slots = member.getByRole('group', { name: 'Free times' });
    await slots.getByRole('button', { disabled: false }).first().click();
    await member.getByLabel('Notes (optional)').fill(note);
    await member.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(member.getByText('Booking requested')).toBeVisible();
    const mine = member.getByRole('row').filter({ hasText: 'Loan consultation' }).first();
    await expect(mine).toContainText('Requested');
  });

  const desk = await signIn(browser, baseURL!, 'admin@pamoja.test', /\/admin$/);
  const row = desk.getByRole('row').filter({ hasText: note });

  await test.step('the desk confirms it in place', async () => {
    await desk.goto('/bookings/manage?status=REQUESTED');
    await row.getByRole('button', { name: 'Confirm' }).click();
    await expect(row).toContainText('Confirmed');
  });

  await test.step('the member sees it confirmed and saves the .ics', async () => {
    await member.goto('/bookings');
    // The seeded member already holds a confirmed Account opening, which may come first.
    const mine = member
      .getByRole('row')
      .filter({ hasText: 'Loan consultation' })
      .filter({ hasText: 'Confirmed' })
      .first();
    await expect(mine).toBeVisible();
    const [download] = await Promise.all([
      member.waitForEvent('download'),
      mine.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('TZID=Africa/Nairobi');
    expect(ics).toContain('SUMMARY:Loan consultation');
    expect(ics.trimEnd()).toMatch(/END:VCALENDAR$/);
  });

  await test.step('the desk marks it completed', async () => {
    await desk.goto('/bookings/manage?status=CONFIRMED');
    await row.getByRole('button', { name: 'Complete' }).click();
    await expect(row).toContainText('Completed');
  });
});

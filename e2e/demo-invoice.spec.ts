import { expect, test } from './support/fixtures';

// The invoice app on the demo mock: the list's search, pages and delete (demo-pages.spec.ts
// sweeps its pages).

test('invoice list: "paid" shows only settled invoices; pages; a delete leaves 35', async ({
  page,
}) => {
  await page.goto('/apps/invoice/list');
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(page.getByText('1–10 of 36')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search invoices' }).fill('paid');
  await expect(page.getByText(/^1–\d+ of \d+$/)).not.toHaveText('1–10 of 36');
  const rows = table.locator('tbody tr');
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  // The balance column (the sixth) says Paid on every row: a zero balance.
  for (let index = 0; index < count; index += 1) {
    await expect(rows.nth(index).locator('td').nth(5)).toHaveText('Paid');
  }

  await page.getByRole('searchbox', { name: 'Search invoices' }).fill('');
  await expect(page.getByText('1–10 of 36')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('11–20 of 36')).toBeVisible();
  await expect(table.getByRole('link', { name: '#5012', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Delete invoice #5012' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this invoice?' });
  await expect(dialog).toContainText('#5012');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('11–20 of 35')).toBeVisible();
  await expect(table.getByRole('link', { name: '#5012', exact: true })).toHaveCount(0);
});

test('invoice preview: an unknown id says so; the bare preview path opens invoice 4987', async ({
  page,
}) => {
  await page.goto('/apps/invoice/preview/1');
  await expect(page.getByRole('alert')).toContainText('Invoice 1 does not exist.');
  await page.goto('/apps/invoice/preview');
  await expect(page).toHaveURL(/\/apps\/invoice\/preview\/4987$/);
  await expect(page.getByRole('article', { name: 'Invoice #4987' })).toBeVisible();
});

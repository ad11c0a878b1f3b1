import ExcelJS from 'exceljs';
import { expect, test } from './support/fixtures';

// The showcase's data tables and spreadsheet pages, in a real browser over the demo mock.

test('the basic data table finds an employee by name', async ({ page }) => {
  await page.goto('/datatables/basic');
  // The card and the table's scroll box are both regions named after the example.
  const card = page.getByRole('region', { name: 'Zero configuration' }).first();
  const table = page.getByRole('table', { name: 'Zero configuration' });
  // The first demo page of a run also starts the mock: slow on a busy machine.
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('row')).toHaveCount(11);
  // A name from the second page, so the search must look past the rows shown.
  await card.getByRole('button', { name: 'Page 2' }).click();
  await expect(card.getByText('11–20 of 100')).toBeVisible();
  const name = (await table.getByRole('row').nth(4).locator('.fw-semibold').innerText()).trim();

  await card.getByRole('button', { name: 'Page 1', exact: true }).click();
  await card.getByRole('searchbox', { name: 'Search Zero configuration' }).fill(name);
  await expect(table.getByRole('row').nth(1)).toContainText(name);
  await expect(card.getByText(/^1–\d+ of \d+$/)).toBeVisible();
  expect(await table.getByRole('row').count()).toBeLessThan(11);
});

test('the import page reads an XLSX made here and shows its rows', async ({ page }) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Members');
  sheet.addRow(['Member', 'Town', 'Savings']);
  sheet.addRow(['Wanjiru Kamau', 'Nairobi', 15250]);
  sheet.addRow(['Juma Mwangi', 'Nakuru', 3400]);
  sheet.addRow(['Achieng Odhiambo', 'Kisumu', 980]);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

  await page.goto('/extensions/import');
  await expect(page.getByRole('heading', { name: 'Import', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel('Choose or drop a CSV or XLSX file').setInputFiles({
    name: 'members.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await expect(page.getByText('members.xlsx: 3 rows.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Rows of members.xlsx' });
  await expect(table.getByRole('columnheader')).toHaveText(['Member', 'Town', 'Savings']);
  await expect(table.getByRole('row').nth(1)).toHaveText(/Wanjiru Kamau\s*Nairobi\s*15250/);
  await expect(table.getByRole('row').nth(3)).toHaveText(/Achieng Odhiambo\s*Kisumu\s*980/);
});

import { expect, test } from './support/fixtures';

// The user directory, roles and permissions on the demo mock (demo-pages.spec.ts sweeps them).

test('users list: a user added in the dialog is found by the search', async ({ page }) => {
  await page.goto('/apps/user/list');
  await expect(page.getByText('1–10 of 50')).toBeVisible();
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('Full name').fill('Wanjiru Kamau');
  await dialog.getByLabel('Username').fill('wanjiru.kamau');
  await dialog.getByLabel('E-mail').fill('wanjiru@example.com');
  await dialog.getByLabel('User role').selectOption('maintainer');
  await dialog.getByLabel('Plan').selectOption('company');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Wanjiru Kamau was added.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search users' }).fill('wanjiru@');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  await expect(table.getByRole('link', { name: 'Wanjiru Kamau', exact: true })).toBeVisible();
  await table.getByRole('link', { name: 'Wanjiru Kamau', exact: true }).click();
  await expect(page).toHaveURL(/\/apps\/user\/view\/51$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wanjiru Kamau' })).toBeVisible();
});

test('permissions: a new one is assigned to the administrator only, then deleted', async ({
  page,
}) => {
  await page.goto('/apps/permissions');
  await expect(page.getByText('1–9 of 9')).toBeVisible();
  await page.getByRole('button', { name: 'Add permission' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add permission' });
  await dialog.getByLabel('Permission name').fill('Audit Logs');
  await dialog.getByRole('button', { name: 'Create permission' }).click();
  await expect(page.getByText('1–10 of 10')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Audit Logs' });
  await expect(row.getByRole('listitem')).toHaveText(['Administrator']);

  await row.getByRole('button', { name: 'Delete Audit Logs' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this permission?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('1–9 of 9')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Audit Logs' })).toHaveCount(0);
});

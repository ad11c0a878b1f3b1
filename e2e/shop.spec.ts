import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const PASSWORD = 'Pamoja#2026';
// The smallest PNG there is: one transparent pixel.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function signedIn(browser: Browser, baseURL: string | undefined, email: string) {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail or phone number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  return page;
}

/** "Ksh 1,234.50" → 1234.5 */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function businessWallet(page: Page) {
  await page.goto('/admin');
  // The admin home's wallet card: the organisation's available KES.
  const figure = page.getByTestId('admin-wallet');
  await expect(figure).toBeVisible();
  return amountOf(await figure.textContent());
}

test('a product goes on sale, a member buys it with M-Pesa and the business is paid', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const name = `Chai ya Kenya ${Date.now().toString().slice(-6)}`;
  const admin = await signedIn(browser, baseURL, 'admin@pamoja.test');
  const walletBefore = await businessWallet(admin);

  await test.step('the admin adds a priced product with a picture', async () => {
    await admin.goto('/products');
    await admin.getByRole('button', { name: 'New product' }).click();
    const dialog = admin.getByRole('dialog', { name: 'New product' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'chai.png',
      mimeType: 'image/png',
      buffer: PIXEL,
    });
    await expect(dialog.getByRole('img', { name: 'Product picture' })).toBeVisible();
    await dialog.getByLabel('Code', { exact: true }).fill(`CHAI-${Date.now()}`);
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Category').selectOption({ label: 'Savings' });
    await dialog.getByLabel('Status').selectOption({ label: 'Active' });
    await dialog.getByLabel('Price').fill('250');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const row = admin.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByText('Awaiting approval').filter({ visible: true })).toBeVisible();
  });

  await test.step('the super admin approves it', async () => {
    const platform = await signedIn(browser, baseURL, 'superadmin@pamoja.test');
    await platform.goto('/products');
    await platform.getByRole('button', { name: `Approve ${name}` }).click();
    await expect(
      platform
        .getByRole('row', { name: new RegExp(name) })
        .getByText('Approved')
        .filter({ visible: true }),
    ).toBeVisible();
  });

  const member = await signedIn(browser, baseURL, 'member@pamoja.test');
  await test.step('a member puts it in the cart twice; a reload keeps the cart', async () => {
    await member.goto('/shop');
    const add = member.getByRole('button', { name: `Add ${name} to cart` });
    await add.click();
    await add.click();
    const badge = member.getByTestId('cart-badge');
    await expect(badge).toHaveAccessibleName('Cart, 2 items');
    await member.reload();
    await expect(member.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 2 items');
  });

  await test.step('checks out through the M-Pesa simulator and sees the order paid', async () => {
    await member.goto('/shop/cart');
    await member.getByRole('button', { name: 'Check out' }).click();
    const dialog = member.getByRole('dialog', { name: 'Check out' });
    await expect(dialog.getByLabel('M-Pesa phone number')).not.toHaveValue('');
    await dialog.getByRole('button', { name: /^Pay / }).click();
    await expect(dialog.getByRole('heading', { name: 'Payment received' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(member.getByTestId('cart-badge')).toHaveAccessibleName('Cart, empty');
    await member.goto('/orders');
    await expect(member.getByRole('row', { name: /Paid/ }).first()).toBeVisible();
  });

  await test.step('the admin sees the business wallet credited and the order', async () => {
    expect(await businessWallet(admin)).toBe(walletBefore + 500);
    await admin.goto('/orders');
    await expect(admin.getByText(name).filter({ visible: true }).first()).toBeVisible();
  });
});

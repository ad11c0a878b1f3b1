import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const MEMBER = { email: 'member@pamoja.test', password: 'Pamoja#2026' };

function menuLink(page: Page, name: string): Locator {
  return page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name, exact: true });
}

/** "Ksh 1,234.50" → 1234.5 */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test.describe('airtime', () => {
  test('a member uploads a group, buys for it and sees each member’s result', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const groupName = `E2E chama ${Date.now().toString(36)}`;

    await test.step('log in', async () => {
      await page.goto('/login');
      await page.getByLabel('E-mail or phone number').fill(MEMBER.email);
      await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/home$/);
    });

    await menuLink(page, 'Wallet').click();
    const availableCard = page.getByTestId('wallet-available');
    await expect(availableCard).toBeVisible();
    const walletBefore = amountOf(await availableCard.textContent());

    await test.step('create a group', async () => {
      await menuLink(page, 'Airtime groups').click();
      await expect(page.getByRole('heading', { level: 1, name: 'Airtime groups' })).toBeVisible();
      await page.getByRole('button', { name: 'New group' }).click();
      const dialog = page.getByRole('dialog', { name: 'New group' });
      await dialog.getByLabel('Group name').fill(groupName);
      await dialog.getByRole('button', { name: 'Create group' }).click();
      await expect(page).toHaveURL(/\/airtime\/groups\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: groupName })).toBeVisible();
    });

    await test.step('upload a CSV of 3 good rows and 1 bad one and read the report', async () => {
      await page.getByRole('tab', { name: 'Upload a file' }).click();
      const csv = [
        'name,phone,amount',
        'Wanjiru Kamau,0712 345 678,100',
        'Otieno Odhiambo,0733 000 000,50',
        'Kiprop Chebet,+254110222333,20',
        'Not A Phone,12345,10',
      ].join('\n');
      await page.locator('input[type="file"]').setInputFiles({
        name: 'members.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
      await expect(page.getByTestId('import-added')).toHaveText('3');
      await expect(page.getByTestId('import-rejected')).toHaveText('1');
      const rejected = page.getByRole('table', { name: 'Rejected rows' });
      await expect(rejected.getByRole('row').nth(1)).toContainText('5');
      await expect(rejected.getByRole('row').nth(1)).toContainText('phone');
    });

    await test.step('buy for the group: the total first, then each member’s result', async () => {
      await page.getByRole('button', { name: 'Buy for group' }).click();
      const dialog = page.getByRole('dialog', { name: `Buy airtime for ${groupName}` });
      await expect(dialog).toContainText('170');
      await dialog.getByLabel('M-Pesa phone number').fill('0712 555 777');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(dialog).toContainText('for 3 members?');
      await dialog.getByRole('button', { name: /^Pay/ }).click();
      await expect(dialog.getByRole('heading', { name: 'Airtime partly delivered' })).toBeVisible({
        timeout: 30_000,
      });
      const lines = dialog.getByRole('table', { name: 'Airtime per member' });
      await expect(lines.getByRole('row').filter({ hasText: 'Wanjiru Kamau' })).toContainText(
        'Delivered',
      );
      await expect(lines.getByRole('row').filter({ hasText: 'Kiprop Chebet' })).toContainText(
        'Delivered',
      );
      const failed = lines.getByRole('row').filter({ hasText: 'Otieno Odhiambo' });
      await expect(failed).toContainText('Failed');
      await expect(failed).toContainText('Credited to your wallet');
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('the KES 50 that failed is in the wallet and the books are exact', async () => {
      await menuLink(page, 'Wallet').click();
      await expect
        .poll(async () => amountOf(await availableCard.textContent()))
        .toBe(walletBefore + 50);
      const check = await request.get('/api/v1/dev/ledger-check');
      expect((await check.json()).data).toEqual({ exact: true, problems: [] });
    });
  });

  test('a member buys airtime for another number; when it fails the money is back in the wallet', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/login');
    await page.getByLabel('E-mail or phone number').fill(MEMBER.email);
    await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home$/);

    await menuLink(page, 'Wallet').click();
    const availableCard = page.getByTestId('wallet-available');
    await expect(availableCard).toBeVisible();
    const walletBefore = amountOf(await availableCard.textContent());

    await menuLink(page, 'Airtime').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Airtime' })).toBeVisible();
    await page.getByLabel('For another number').check();
    // The simulator delivers to every number but those ending 000 (fail after sending).
    await page.getByLabel('Number to top up').fill('0733 123 000');
    await expect(page.getByText('Network: Airtel Kenya')).toBeVisible();
    await page.getByRole('button', { name: /100/ }).first().click();
    await expect(page.getByLabel('Amount (KES)')).toHaveValue('100');
    await page.getByLabel('M-Pesa phone number').fill('0712 555 888');
    await page.getByRole('button', { name: 'Pay with M-Pesa' }).click();

    await expect(page.getByRole('heading', { name: 'Airtime not delivered' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('status').first()).toContainText('was credited to your wallet');

    await page.getByRole('button', { name: 'Send receipt' }).click();
    await expect(page.getByText('Receipt sent to member@pamoja.test.')).toBeVisible();
    const mail = await request.get('/api/v1/dev/outbox?to=member@pamoja.test');
    const [receipt] = (await mail.json()).data as { purpose: string; body: string }[];
    expect(receipt?.purpose).toBe('AIRTIME_RECEIPT');
    expect(receipt?.body).toContain('254733123000: KES 100 - Failed (credited to your wallet)');

    await menuLink(page, 'Wallet').click();
    await expect
      .poll(async () => amountOf(await availableCard.textContent()))
      .toBe(walletBefore + 100);
  });
});

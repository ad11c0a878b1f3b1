import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const MEMBER = { email: 'member@pamoja.test', password: 'Pamoja#2026', pin: '1234' };

/** "Ksh 1,234.50" → 1234.5 */
function amountOf(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

async function available(page: Page): Promise<number> {
  const card = page.getByTestId('wallet-available');
  await expect(card).toBeVisible();
  return amountOf((await card.textContent()) ?? '');
}

/** A Safaricom number nobody else uses; the simulator's failing suffixes (000–002) avoided. */
function freshSafaricomNumber(): string {
  const tail = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  const safe = /00[0-2]$/.test(tail) ? `${tail.slice(0, 3)}555` : tail;
  return `0712${safe}`;
}

function menuLink(page: Page, name: string): Locator {
  return page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name, exact: true });
}

test.describe('the wallet', () => {
  test('a member tops up, verifies a mobile wallet, withdraws to it and sees both', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);

    await test.step('log in', async () => {
      await page.goto('/login');
      await page.getByLabel('E-mail or phone number').fill(MEMBER.email);
      await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/home$/);
    });

    // The e2e database is shared by the whole run: everything is measured from here.
    await menuLink(page, 'Wallet').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    const start = await available(page);

    await test.step('top up KES 1,000 through the M-Pesa simulator', async () => {
      await page.getByRole('button', { name: 'Top up with M-Pesa' }).click();
      const dialog = page.getByRole('dialog', { name: 'Top up with M-Pesa' });
      await expect(dialog.getByLabel('M-Pesa phone number')).not.toHaveValue('');
      await dialog.getByLabel('Amount (KES)').fill('1000');
      await dialog.getByRole('button', { name: 'Send payment request' }).click();
      await expect(dialog.getByRole('heading', { name: 'Check your phone' })).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'Top-up complete' })).toBeVisible({
        timeout: 20_000,
      });
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toBeHidden();
      await expect.poll(() => available(page)).toBe(start + 1000);
    });

    const phone = freshSafaricomNumber();
    const walletName = `E2E line ${phone.slice(-4)}`;

    await test.step('add a mobile wallet and verify it with the code from the outbox', async () => {
      await menuLink(page, 'Beneficiaries').click();
      await page.getByRole('tab', { name: 'Mobile wallets' }).click();
      await page.getByRole('button', { name: 'Add mobile wallet' }).click();
      const form = page.getByRole('dialog', { name: 'Add mobile wallet' });
      await form.getByLabel('Name').fill(walletName);
      await form.getByLabel('Phone number').fill(phone);
      await form.getByLabel('Mobile network').selectOption({ label: 'Safaricom' });
      await form.getByRole('button', { name: 'Save' }).click();

      const verify = page.getByRole('dialog', { name: 'Verify mobile wallet' });
      await expect(verify).toContainText('We sent a 6-digit code by SMS');
      const outbox = await request.get(`/api/v1/dev/outbox?to=${phone}`);
      expect(outbox.ok()).toBe(true);
      const [message] = (await outbox.json()).data as { code: string; purpose: string }[];
      expect(message?.code).toMatch(/^\d{6}$/);
      await verify.getByLabel('Code from the SMS').fill(message!.code);
      await verify.getByRole('button', { name: 'Verify', exact: true }).click();
      await expect(verify).toBeHidden();

      const row = page.getByRole('listitem').filter({ hasText: walletName });
      await expect(row.getByText('Verified', { exact: true })).toBeVisible();
    });

    await test.step('withdraw KES 200 to it with the PIN, the fee shown first', async () => {
      await menuLink(page, 'Wallet').click();
      await expect.poll(() => available(page)).toBe(start + 1000);
      await page.getByRole('button', { name: 'To M-Pesa' }).click();
      const dialog = page.getByRole('dialog', { name: 'Withdraw to M-Pesa' });
      const shown = `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;
      await dialog.getByLabel('Saved number').selectOption({ label: `${walletName} · ${shown}` });
      await expect(dialog.getByLabel('M-Pesa number')).toHaveValue(phone);
      await dialog.getByLabel('Amount (KES)').fill('200');
      await expect(dialog.getByTestId('withdraw-fee')).toHaveText(/7$/);
      await expect(dialog.getByTestId('withdraw-total')).toHaveText(/207$/);
      await dialog.getByRole('button', { name: 'Continue' }).click();

      await expect(dialog.getByTestId('withdraw-total')).toHaveText(/207$/);
      const pin = dialog.getByLabel('Wallet PIN');
      await expect(pin).toHaveAttribute('type', 'password');
      await pin.fill(MEMBER.pin);
      await dialog.getByRole('button', { name: /Confirm and send/ }).click();
      await expect(dialog.getByRole('status')).toContainText(/Money sent|on its way/);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toBeHidden();
      // Held or already paid out, the KES 207 is no longer available.
      await expect.poll(() => available(page)).toBe(start + 1000 - 207);
    });

    await test.step('both appear in the transactions', async () => {
      await menuLink(page, 'Transactions').click();
      const rows = page.getByTestId('transaction-row');
      const withdrawal = rows.filter({ hasText: 'Withdrawal to M-Pesa' }).first();
      const topUp = rows.filter({ hasText: 'M-Pesa top-up' }).first();
      await expect(withdrawal).toContainText(/200/);
      await expect(withdrawal).toContainText(`254${phone.slice(1)}`);
      await expect(topUp).toContainText(/1,000/);
      await expect(topUp).toContainText('Successful');

      await page.getByLabel('Search transactions').fill(`254${phone.slice(1)}`);
      await expect(page).toHaveURL(/q=254/);
      await expect(rows).toHaveCount(1);
      await rows
        .first()
        .getByRole('button', { name: /Details of/ })
        .click();
      const drawer = page.getByRole('dialog', { name: /Transaction PMJ/ });
      await expect(drawer).toContainText('Withdrawal to M-Pesa');
      await expect(drawer.getByRole('definition').filter({ hasText: /^Ksh\s7$/ })).toHaveCount(1);

      await drawer.getByRole('button', { name: 'Close' }).click();
      await expect(drawer).toBeHidden();

      await menuLink(page, 'Wallet').click();
      expect(await available(page)).toBe(start + 1000 - 207);
    });
  });
});

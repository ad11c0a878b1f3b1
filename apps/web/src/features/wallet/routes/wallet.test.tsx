import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { useNotificationsStore } from '../../../shared/notifications/notifications-store';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { transaction, walletMember } from '../testing/fixtures';
import { WalletRoute } from './wallet';

function backend() {
  let balance = 500;
  let settled = false;
  const accountsAsked: string[] = [];
  const pending = transaction({ id: '21111111-2222-4333-8444-555555555555', amount: 1000 });
  server.use(
    http.get('*/api/v1/accounts/user/:id', ({ params }) => {
      accountsAsked.push(String(params.id));
      return HttpResponse.json({
        message: 'Success',
        data: [{ currency: 'KES', balance, available: balance, held: 0 }],
      });
    }),
    http.post('*/api/v1/mpesa-topup', () =>
      HttpResponse.json({ message: 'Check your phone', data: pending }, { status: 202 }),
    ),
    http.get('*/api/v1/transactions/:id', () =>
      HttpResponse.json({
        message: 'Success',
        data: settled ? { ...pending, status: 'SUCCESS', receiptNumber: 'LATE000001' } : pending,
      }),
    ),
  );
  return {
    accountsAsked,
    settle: () => {
      settled = true;
      balance = 1500;
    },
  };
}

function renderWallet() {
  signIn(walletMember);
  const user = userEvent.setup();
  renderRoutes(
    [
      {
        path: '/wallet',
        element: (
          <WalletRoute timing={{ pollIntervalMs: 20, pollTimeoutMs: 5_000, watchIntervalMs: 20 }} />
        ),
      },
    ],
    '/wallet',
  );
  return { user };
}

describe('/wallet', () => {
  test('shows the member’s own balances, with separators and the currency', async () => {
    const { accountsAsked } = backend();
    renderWallet();
    expect(await screen.findByTestId('wallet-available')).toHaveTextContent(/^Ksh\s500$/);
    expect(screen.getByRole('heading', { name: 'Available balance (KES)' })).toBeInTheDocument();
    expect(accountsAsked).toEqual([walletMember.id]);
  });

  test('a top-up closed before M-Pesa answers is still watched, announced and credited', async () => {
    const api = backend();
    const { user } = renderWallet();
    await screen.findByTestId('wallet-available');
    await user.click(screen.getByRole('button', { name: 'Top up with M-Pesa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Top up with M-Pesa' });
    await user.type(within(dialog).getByLabelText('Amount (KES)'), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Send payment request' }));
    await within(dialog).findByRole('heading', { name: 'Check your phone' });
    // The header's ✕ (the footer has a Close button too): either hides the dialog.
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useNotificationsStore.getState().items).toEqual([]);

    api.settle();
    await waitFor(() =>
      expect(useNotificationsStore.getState().items).toEqual([
        expect.objectContaining({
          type: 'success',
          smallTitle: 'Top-up complete',
          message: expect.stringMatching(
            /Ksh\s1,000 was added to your wallet\. M-Pesa receipt LATE000001\./,
          ),
        }),
      ]),
    );
    expect(await screen.findByTestId('wallet-available')).toHaveTextContent(/^Ksh\s1,500$/);
  });
});

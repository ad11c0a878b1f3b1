import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { BankAccount, MobileWallet } from '@pamoja/contract/beneficiaries';
import { useNotificationsStore } from '../../../shared/notifications/notifications-store';
import { useSessionStore } from '../../../shared/session/session-store';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import type { WithdrawKind } from '../lib/fees';
import { BANK_PRICES, refusal, transaction, walletMember } from '../testing/fixtures';
import { WithdrawDialog } from './withdraw-dialog';

const wallet = (overrides: Partial<MobileWallet>): MobileWallet => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  telcoId: 'fda3a4ac-170d-4f3e-9909-310252f0b37f',
  telcoName: 'Safaricom',
  telcoCode: 'SAFARICOM',
  phoneNumber: '254712000111',
  name: 'My line',
  verified: true,
  verifiedAt: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const bankAccount: BankAccount = {
  id: 'b1b2c3d4-0000-4000-8000-000000000002',
  bankId: '9f6e12c1-5692-48bb-9c4d-a8b12840ba6f',
  bankName: 'KCB Bank Kenya',
  bankCode: '01',
  accountNumber: '1234567890',
  accountName: 'Amani Wanjiru',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

interface Sent {
  path: string;
  body: Record<string, unknown>;
  key: string | null;
}

function api(options: {
  reply?: () => Response;
  wallets?: MobileWallet[];
  bankAccounts?: BankAccount[];
}) {
  const sent: Sent[] = [];
  const list = (data: unknown[]) =>
    HttpResponse.json({
      message: 'Success',
      data,
      pagination: { page: 1, limit: 100, total: data.length },
    });
  server.use(
    http.get('*/api/v1/bank-prices', ({ request }) => {
      const type = new URL(request.url).searchParams.get(
        'transferType',
      ) as keyof typeof BANK_PRICES;
      return list(BANK_PRICES[type]);
    }),
    http.get('*/api/v1/mobile-wallets', () =>
      list(
        options.wallets ?? [
          wallet({}),
          wallet({
            id: 'a1b2c3d4-0000-4000-8000-000000000003',
            name: 'Unverified',
            verified: false,
          }),
          wallet({
            id: 'a1b2c3d4-0000-4000-8000-000000000004',
            name: 'Airtel',
            telcoCode: 'AIRTEL',
          }),
        ],
      ),
    ),
    http.get('*/api/v1/pesalink-beneficiaries', () => list([])),
    http.get('*/api/v1/bank-accounts', () => list(options.bankAccounts ?? [bankAccount])),
    http.post('*/api/v1/withdraw/*', async ({ request }) => {
      sent.push({
        path: new URL(request.url).pathname,
        body: (await request.json()) as Record<string, unknown>,
        key: request.headers.get('Idempotency-Key'),
      });
      return options.reply
        ? options.reply()
        : HttpResponse.json(
            {
              message: 'Your transfer is on its way.',
              data: transaction({ type: 'MPESA_B2C', direction: 'DEBIT', amount: 200, fee: 7 }),
            },
            { status: 202 },
          );
    }),
  );
  return sent;
}

function renderDialog(kind: WithdrawKind, available = 5_000) {
  signIn(walletMember);
  const user = userEvent.setup();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <WithdrawDialog
            kind={kind}
            available={available}
            currency="KES"
            onHide={() => undefined}
          />
        ),
      },
    ],
    '/',
  );
  return { user };
}

const amount = () => screen.getByLabelText('Amount (KES)');
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function detailsForMpesa(user: ReturnType<typeof userEvent.setup>, typed: string) {
  await user.type(await screen.findByLabelText('M-Pesa number'), '0712000111');
  await user.type(amount(), typed);
}

async function toReview(user: ReturnType<typeof userEvent.setup>, typed = '200') {
  await detailsForMpesa(user, typed);
  await user.click(continueButton());
  return screen.findByLabelText('Wallet PIN');
}

describe('WithdrawDialog: fee and total before confirming', () => {
  test('M-Pesa KES 200: fee Ksh 7, total Ksh 207, then the review with what stays available', async () => {
    api({});
    const { user } = renderDialog('mpesa', 1_000);
    await detailsForMpesa(user, '200');
    expect(screen.getByTestId('withdraw-fee')).toHaveTextContent(/^Ksh\s7$/);
    expect(screen.getByTestId('withdraw-total')).toHaveTextContent(/^Ksh\s207$/);
    await user.click(continueButton());
    await screen.findByLabelText('Wallet PIN');
    const summary = screen.getByLabelText('Withdrawal summary');
    expect(summary).toHaveTextContent(/Total from your wallet\s*Ksh\s207/);
    expect(summary).toHaveTextContent(/Available afterwards\s*Ksh\s793/);
    expect(screen.getByText('To 0712 000 111')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Confirm and send Ksh\s207$/ })).toBeInTheDocument();
  });

  test('the fee follows the amount’s tier; a free tier says so', async () => {
    api({});
    const { user } = renderDialog('mpesa');
    await detailsForMpesa(user, '50');
    expect(screen.getByTestId('withdraw-fee')).toHaveTextContent('Free');
    await user.clear(amount());
    await user.type(amount(), '700');
    expect(screen.getByTestId('withdraw-fee')).toHaveTextContent(/^Ksh\s13$/);
    expect(screen.getByTestId('withdraw-total')).toHaveTextContent(/^Ksh\s713$/);
  });
});

describe('WithdrawDialog: validation', () => {
  test('nothing typed: the phone and the amount are asked for', async () => {
    const sent = api({});
    const { user } = renderDialog('mpesa');
    await screen.findByLabelText('M-Pesa number');
    await user.click(continueButton());
    expect(
      await screen.findByText('Enter a phone number such as 0712 345 678.'),
    ).toBeInTheDocument();
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText('Wallet PIN')).toBeNull();
    expect(sent).toHaveLength(0);
  });

  test('M-Pesa limits come from the contract schema', async () => {
    api({});
    const { user } = renderDialog('mpesa', 500_000);
    await detailsForMpesa(user, '150001');
    await user.click(continueButton());
    expect(await screen.findByText('Must be between KES 10 and KES 150,000.')).toBeInTheDocument();
  });

  test('more than the available balance, fee included, is stopped before the PIN', async () => {
    api({});
    const { user } = renderDialog('mpesa', 205);
    await detailsForMpesa(user, '200');
    await user.click(continueButton());
    expect(
      await screen.findByText(
        /More than you have: Ksh\s205 available, and this transfer costs Ksh\s7 on top\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Wallet PIN')).toBeNull();
  });

  test('bank: a beneficiary must be chosen, and the amount must be the contract’s', async () => {
    const sent = api({});
    const { user } = renderDialog('bank');
    const picker = await screen.findByLabelText('Bank account');
    expect(
      within(picker).getByRole('option', { name: 'Amani Wanjiru · KCB Bank Kenya •••• 7890' }),
    ).toBeInTheDocument();
    await user.type(amount(), '50');
    await user.click(continueButton());
    expect(await screen.findByText('Choose a saved beneficiary.')).toBeInTheDocument();
    await user.selectOptions(picker, bankAccount.id);
    await user.click(continueButton());
    // An intra-bank transfer starts at KES 100 (BANK_IFT_MIN), not the KES 10 of Pesalink.
    expect(await screen.findByText('Must be between KES 100 and KES 999,999.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  test('bank without saved accounts: says to add one, and cannot continue', async () => {
    api({ bankAccounts: [] });
    renderDialog('bank');
    expect(
      await screen.findByText('You have no saved bank accounts yet. Add one first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a beneficiary' })).toHaveAttribute(
      'href',
      '/beneficiaries?tab=bank',
    );
    expect(continueButton()).toBeDisabled();
  });
});

describe('WithdrawDialog: PIN and sending', () => {
  test('the PIN is masked and must be 4 digits', async () => {
    const sent = api({});
    const { user } = renderDialog('mpesa');
    const pin = await toReview(user);
    expect(pin).toHaveAttribute('type', 'password');
    expect(pin).toHaveAttribute('maxLength', '4');
    await user.type(pin, '12');
    await user.click(screen.getByRole('button', { name: /Confirm and send/ }));
    expect(await screen.findByText('Must be exactly 4 digits.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  test('only verified Safaricom wallets are offered, and choosing one fills the number', async () => {
    const sent = api({});
    const { user } = renderDialog('mpesa');
    const saved = await screen.findByLabelText('Saved number');
    const options = within(saved)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Type a number below, or choose one…', 'My line · 0712 000 111']);
    await user.selectOptions(saved, 'a1b2c3d4-0000-4000-8000-000000000001');
    expect(screen.getByLabelText('M-Pesa number')).toHaveValue('0712000111');
    await user.type(amount(), '200');
    await user.click(continueButton());
    await user.type(await screen.findByLabelText('Wallet PIN'), '1234');
    await user.click(screen.getByRole('button', { name: /Confirm and send/ }));

    expect(
      await screen.findByRole('heading', { name: 'Your transfer is on its way.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      /Ksh\s200 is on its way to 0712 345 678 \(fee Ksh\s7\)/,
    );
    expect(sent).toEqual([
      {
        path: '/api/v1/withdraw/mobile-wallet/send-to-mpesa',
        body: { phoneNumber: '254712000111', amount: 200, pin: '1234' },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
  });

  test('bank: sends the chosen beneficiary id to withdraw/bank/ift', async () => {
    const sent = api({
      reply: () =>
        HttpResponse.json({
          message: 'Money sent.',
          data: transaction({
            type: 'BANK_IFT',
            status: 'SUCCESS',
            amount: 300,
            fee: 10,
            beneficiaryName: 'Amani Wanjiru',
          }),
        }),
    });
    const { user } = renderDialog('bank');
    await user.selectOptions(await screen.findByLabelText('Bank account'), bankAccount.id);
    await user.type(amount(), '300');
    await user.click(continueButton());
    expect(
      await screen.findByText('To Amani Wanjiru · KCB Bank Kenya •••• 7890'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Wallet PIN'), '1234');
    await user.click(screen.getByRole('button', { name: /^Confirm and send Ksh\s310$/ }));
    expect(await screen.findByRole('heading', { name: 'Money sent.' })).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      path: '/api/v1/withdraw/bank/ift',
      body: { beneficiaryId: bankAccount.id, amount: 300, pin: '1234' },
    });
  });

  test('a wrong PIN shows on the PIN field, empties it, and keeps the session', async () => {
    api({
      reply: () =>
        HttpResponse.json(refusal(401, 'WRONG_PIN', 'Wrong PIN. 4 attempts left.'), {
          status: 401,
        }),
    });
    const { user } = renderDialog('mpesa');
    const pin = await toReview(user);
    await user.type(pin, '9999');
    await user.click(screen.getByRole('button', { name: /Confirm and send/ }));
    expect(await screen.findByText('Wrong PIN. 4 attempts left.')).toBeInTheDocument();
    expect(screen.getByLabelText('Wallet PIN')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Wallet PIN')).toHaveValue('');
    expect(useSessionStore.getState().userData).not.toBeNull();
  });

  test('a locked PIN is a danger notification', async () => {
    api({
      reply: () =>
        HttpResponse.json(
          refusal(423, 'PIN_LOCKED', 'Too many wrong PINs. Try again in 15 minutes.'),
          { status: 423 },
        ),
    });
    const { user } = renderDialog('mpesa');
    await user.type(await toReview(user), '1234');
    await user.click(screen.getByRole('button', { name: /Confirm and send/ }));
    await waitFor(() =>
      expect(useNotificationsStore.getState().items).toEqual([
        expect.objectContaining({
          type: 'danger',
          message: 'Too many wrong PINs. Try again in 15 minutes.',
        }),
      ]),
    );
    expect(
      await screen.findByText('Too many wrong PINs. Try again in 15 minutes.'),
    ).toBeInTheDocument();
  });

  test('insufficient balance goes back to the amount and says so there', async () => {
    api({
      reply: () =>
        HttpResponse.json(refusal(422, 'INSUFFICIENT_BALANCE', 'Insufficient balance'), {
          status: 422,
        }),
    });
    const { user } = renderDialog('mpesa');
    await user.type(await toReview(user), '1234');
    await user.click(screen.getByRole('button', { name: /Confirm and send/ }));
    expect(await screen.findByText('Insufficient balance.')).toBeInTheDocument();
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText('Wallet PIN')).toBeNull();
  });

  test('a failed payout is a notification, nothing on the fields', async () => {
    api({
      reply: () =>
        HttpResponse.json(
          refusal(
            422,
            'PAYOUT_FAILED',
            'The transfer failed: refused. Nothing was taken from your wallet.',
          ),
          { status: 422 },
        ),
    });
    const { user } = renderDialog('mpesa');
    await user.type(await toReview(user), '1234');
    await user.click(screen.getByRole('button', { name: /Confirm and send/ }));
    await waitFor(() =>
      expect(useNotificationsStore.getState().items[0]).toMatchObject({
        type: 'danger',
        message: 'The transfer failed: refused. Nothing was taken from your wallet.',
      }),
    );
    expect(screen.getByLabelText('Wallet PIN')).not.toHaveAttribute('aria-invalid');
  });
});

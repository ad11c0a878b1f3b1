import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type {
  BankAccount,
  MobileWallet,
  PesalinkBeneficiary,
} from '@pamoja/contract/beneficiaries';
import { member } from '../../../shared/testing/fixtures';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { BeneficiariesRoute } from './beneficiaries';

const SAFARICOM = 'fda3a4ac-170d-4f3e-9909-310252f0b37f';
const AIRTEL = '0c2f1653-0ca1-492d-8a83-cd5b99b3223b';
const KCB = '9f6e12c1-5692-48bb-9c4d-a8b12840ba6f';
const NOT_ON_PESALINK = '1a2b3c4d-0000-4000-8000-00000000000a';
const stamp = '2026-11-01T10:00:00.000Z';

const mobileWallet = (overrides: Partial<MobileWallet> = {}): MobileWallet => ({
  id: 'c1b2c3d4-0000-4000-8000-000000000001',
  telcoId: SAFARICOM,
  telcoName: 'Safaricom',
  telcoCode: 'SAFARICOM',
  phoneNumber: '254712000111',
  name: 'My line',
  verified: false,
  verifiedAt: null,
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});

const bankAccount: BankAccount = {
  id: 'd1b2c3d4-0000-4000-8000-000000000002',
  bankId: KCB,
  bankName: 'KCB Bank Kenya',
  bankCode: '01',
  accountNumber: '1234567890',
  accountName: 'Amani Wanjiru',
  createdAt: stamp,
  updatedAt: stamp,
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

const page = (data: unknown[]) =>
  HttpResponse.json({
    message: 'Success',
    data,
    pagination: { page: 1, limit: 100, total: data.length },
  });

/** An in-memory backend for the three lists, recording every change it is asked for. */
function backend(initial: {
  bank?: BankAccount[];
  pesalink?: PesalinkBeneficiary[];
  wallets?: MobileWallet[];
}) {
  const calls: Call[] = [];
  const store = {
    'bank-accounts': [...(initial.bank ?? [])] as { id: string }[],
    'pesalink-beneficiaries': [...(initial.pesalink ?? [])] as { id: string }[],
    'mobile-wallets': [...(initial.wallets ?? [])] as { id: string }[],
  };
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body =
      request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.json();
    calls.push({ method: request.method, path: url.pathname.replace('/api/v1/', ''), body });
    return body as Record<string, unknown>;
  };
  server.use(
    http.get('*/api/v1/banks', () =>
      page([
        { id: KCB, name: 'KCB Bank Kenya', code: '01', swiftCode: null, pesalink: true },
        { id: NOT_ON_PESALINK, name: 'Old Bank', code: '99', swiftCode: null, pesalink: false },
      ]),
    ),
    http.get('*/api/v1/telcos/active', () =>
      page([
        { id: AIRTEL, name: 'Airtel Kenya', code: 'AIRTEL', prefixes: ['733'] },
        { id: SAFARICOM, name: 'Safaricom', code: 'SAFARICOM', prefixes: ['712', '722'] },
      ]),
    ),
    http.post('*/api/v1/mobile-wallets/verify', async ({ request }) => {
      const body = (await record(request)) as { mobileWalletId: string; otp?: string };
      if (body.otp === undefined) {
        return HttpResponse.json({
          message: 'We sent a 6-digit code by SMS to the wallet phone.',
          data: {
            mobileWalletId: body.mobileWalletId,
            verified: false,
            verifiedAt: null,
            codeExpiresAt: stamp,
          },
        });
      }
      if (body.otp !== '123456') {
        return HttpResponse.json(
          {
            statusCode: 400,
            code: 'OTP_WRONG',
            errorMessage: 'Wrong code. 4 tries left.',
            message: 'Wrong code. 4 tries left.',
          },
          { status: 400 },
        );
      }
      store['mobile-wallets'] = store['mobile-wallets'].map((item) =>
        item.id === body.mobileWalletId ? { ...item, verified: true, verifiedAt: stamp } : item,
      );
      return HttpResponse.json({
        message: 'Mobile wallet verified.',
        data: {
          mobileWalletId: body.mobileWalletId,
          verified: true,
          verifiedAt: stamp,
          codeExpiresAt: null,
        },
      });
    }),
  );
  for (const path of Object.keys(store) as (keyof typeof store)[]) {
    server.use(
      http.get(`*/api/v1/${path}`, () => page(store[path])),
      http.post(`*/api/v1/${path}`, async ({ request }) => {
        const body = await record(request);
        const created =
          path === 'mobile-wallets'
            ? mobileWallet({
                id: 'c1b2c3d4-0000-4000-8000-0000000000ff',
                name: String(body.name),
                phoneNumber: String(body.phoneNumber),
              })
            : { id: 'e1b2c3d4-0000-4000-8000-0000000000ff', ...body };
        store[path] = [created, ...store[path]];
        return HttpResponse.json({ message: 'Saved.', data: created }, { status: 201 });
      }),
      http.put(`*/api/v1/${path}/:id`, async ({ request, params }) => {
        const body = await record(request);
        store[path] = store[path].map((item) =>
          item.id === params.id ? { ...item, ...body } : item,
        );
        return HttpResponse.json({
          message: 'Saved.',
          data: store[path].find((item) => item.id === params.id),
        });
      }),
      http.delete(`*/api/v1/${path}/:id`, async ({ request, params }) => {
        await record(request);
        store[path] = store[path].filter((item) => item.id !== params.id);
        return HttpResponse.json({ message: 'Deleted.', data: null });
      }),
    );
  }
  return calls;
}

function renderPage(path = '/beneficiaries') {
  signIn(member);
  const user = userEvent.setup();
  const view = renderRoutes([{ path: '/beneficiaries', element: <BeneficiariesRoute /> }], path);
  return { user, ...view };
}

const changes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

describe('/beneficiaries', () => {
  test('three tabs; the tab is kept in the URL; lists load, then show their items or an empty state', async () => {
    backend({ bank: [bankAccount] });
    const { user, router } = renderPage();
    expect(screen.getByRole('tab', { name: 'Bank accounts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const list = await screen.findByRole('list', { name: 'Bank accounts' });
    expect(within(list).getByText('Amani Wanjiru')).toBeInTheDocument();
    expect(within(list).getByText('KCB Bank Kenya · 1234567890')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Pesalink' }));
    expect(await screen.findByText('No Pesalink beneficiaries yet.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=pesalink');

    await user.keyboard('{ArrowRight}');
    // The tab's panel loads on first opening; the tab shows as chosen once it has.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Mobile wallets' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    expect(await screen.findByText('No mobile wallets yet.')).toBeInTheDocument();
  });

  test('adding a bank account checks the fields first, then posts the cleaned values', async () => {
    const calls = backend({});
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add bank account' });
    await user.type(within(dialog).getByLabelText('Account number'), '12ab');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be 6 to 20 digits.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Bank')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Name on the account')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(changes(calls)).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText('Bank'), KCB);
    await user.clear(within(dialog).getByLabelText('Account number'));
    await user.type(within(dialog).getByLabelText('Account number'), '0123 4567 890');
    await user.type(within(dialog).getByLabelText('Name on the account'), '  Amani Wanjiru ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes(calls)).toEqual([
      {
        method: 'POST',
        path: 'bank-accounts',
        body: { bankId: KCB, accountNumber: '01234567890', accountName: 'Amani Wanjiru' },
      },
    ]);
    expect(await screen.findByText('Amani Wanjiru')).toBeInTheDocument();
  });

  test('a server refusal lands on its field', async () => {
    backend({});
    server.use(
      http.post('*/api/v1/bank-accounts', () =>
        HttpResponse.json(
          {
            statusCode: 409,
            code: 'BANK_ACCOUNT_EXISTS',
            errorMessage: 'You already have this account at this bank.',
            message: 'You already have this account at this bank.',
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add bank account' });
    await user.selectOptions(within(dialog).getByLabelText('Bank'), KCB);
    await user.type(within(dialog).getByLabelText('Account number'), '1234567890');
    await user.type(within(dialog).getByLabelText('Name on the account'), 'Amani');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('You already have this account at this bank.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Account number')).toHaveAttribute('aria-invalid', 'true');
  });

  test('editing sends only what changed', async () => {
    const calls = backend({ bank: [bankAccount] });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Amani Wanjiru' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit bank account' });
    const name = within(dialog).getByLabelText('Name on the account');
    await user.clear(name);
    await user.type(name, 'A. Wanjiru');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(changes(calls)).toEqual([
        {
          method: 'PUT',
          path: `bank-accounts/${bankAccount.id}`,
          body: { accountName: 'A. Wanjiru' },
        },
      ]),
    );
    expect(await screen.findByText('A. Wanjiru')).toBeInTheDocument();
  });

  test('deleting asks first; cancelling deletes nothing', async () => {
    const calls = backend({ bank: [bankAccount] });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Amani Wanjiru' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete Amani Wanjiru?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Amani Wanjiru' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete Amani Wanjiru?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No bank accounts yet.')).toBeInTheDocument();
    expect(changes(calls)).toEqual([
      { method: 'DELETE', path: `bank-accounts/${bankAccount.id}`, body: undefined },
    ]);
  });

  test('Pesalink: a phone beneficiary, and only Pesalink banks for a bank one', async () => {
    const calls = backend({});
    const { user } = renderPage('/beneficiaries?tab=pesalink');
    await user.click(await screen.findByRole('button', { name: 'Add Pesalink beneficiary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Pesalink beneficiary' });
    const banks = await within(dialog).findByRole('option', { name: 'KCB Bank Kenya' });
    expect(banks).toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: 'Old Bank' })).toBeNull();

    await user.click(within(dialog).getByRole('radio', { name: 'Phone number' }));
    await user.type(within(dialog).getByLabelText('Name'), 'Baraka');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Phone number' }),
      '+254 722 000 111',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(changes(calls)).toEqual([
        {
          method: 'POST',
          path: 'pesalink-beneficiaries',
          body: { type: 'PESALINK_PHONE', phoneNumber: '254722000111', name: 'Baraka' },
        },
      ]),
    );
  });

  test('a new mobile wallet: network from the prefix, code sent, wrong code on the field, then verified', async () => {
    const calls = backend({});
    const { user } = renderPage('/beneficiaries?tab=wallets');
    await user.click(await screen.findByRole('button', { name: 'Add mobile wallet' }));
    const form = await screen.findByRole('dialog', { name: 'Add mobile wallet' });
    await within(form).findByRole('option', { name: 'Safaricom' });
    await user.type(within(form).getByLabelText('Name'), 'My line');
    await user.type(within(form).getByLabelText('Phone number'), '0712000111');
    await user.tab();
    expect(within(form).getByLabelText('Mobile network')).toHaveValue(SAFARICOM);
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const verify = await screen.findByRole('dialog', { name: 'Verify mobile wallet' });
    expect(verify).toHaveTextContent('We sent a 6-digit code by SMS to 0712 000 111.');
    const code = within(verify).getByLabelText('Code from the SMS');
    await user.type(code, '12');
    await user.click(within(verify).getByRole('button', { name: 'Verify' }));
    expect(
      await within(verify).findByText('Must be the 6-digit code we sent you.'),
    ).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(within(verify).getByRole('button', { name: 'Verify' }));
    expect(await within(verify).findByText('Wrong code. 4 tries left.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(verify).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const item = (await screen.findByText('My line')).closest('li')!;
    expect(await within(item).findByText('Verified')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Verify My line' })).toBeNull();

    const walletId = 'c1b2c3d4-0000-4000-8000-0000000000ff';
    expect(changes(calls)).toEqual([
      {
        method: 'POST',
        path: 'mobile-wallets',
        body: { telcoId: SAFARICOM, phoneNumber: '254712000111', name: 'My line' },
      },
      { method: 'POST', path: 'mobile-wallets/verify', body: { mobileWalletId: walletId } },
      {
        method: 'POST',
        path: 'mobile-wallets/verify',
        body: { mobileWalletId: walletId, otp: '654321' },
      },
      {
        method: 'POST',
        path: 'mobile-wallets/verify',
        body: { mobileWalletId: walletId, otp: '123456' },
      },
    ]);
  });

  test('an unverified wallet can be verified later from the list', async () => {
    const calls = backend({ wallets: [mobileWallet()] });
    const { user } = renderPage('/beneficiaries?tab=wallets');
    const item = (await screen.findByText('My line')).closest('li')!;
    expect(within(item).getByText('Not verified')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Verify My line' }));
    const verify = await screen.findByRole('dialog', { name: 'Verify mobile wallet' });
    expect(changes(calls)).toEqual([
      {
        method: 'POST',
        path: 'mobile-wallets/verify',
        body: { mobileWalletId: mobileWallet().id },
      },
    ]);
    await user.click(within(verify).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

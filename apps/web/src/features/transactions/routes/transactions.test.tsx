import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { member } from '../../../shared/testing/fixtures';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { TransactionsRoute } from './transactions';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function row(index: number, overrides: Partial<WalletTransaction> = {}): WalletTransaction {
  return {
    id: `3f1c2d3e-4b5a-4c6d-8e7f-${String(index).padStart(12, '0')}`,
    reference: `PMJREF${String(index).padStart(3, '0')}`,
    type: 'MPESA_TOPUP',
    direction: 'CREDIT',
    amount: 1000 + index,
    fee: 0,
    currency: 'KES',
    status: 'SUCCESS',
    phoneNumber: '254712345678',
    beneficiaryName: null,
    provider: 'mpesa',
    providerReference: `ws_CO_${index}`,
    receiptNumber: `RCPT${index}`,
    failureReason: null,
    groupId: null,
    details: {},
    createdAt: minutesAgo(index * 60),
    updatedAt: minutesAgo(index * 60),
    ...overrides,
  };
}

/** 23 transactions, newest first; `keyword` filters by reference. */
function transactionsApi(
  all: WalletTransaction[] = Array.from({ length: 23 }, (_, i) => row(i + 1)),
) {
  const asked: { page: string | null; limit: string | null; keyword: string | null }[] = [];
  server.use(
    http.get('*/api/v1/transactions', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const page = Number(params.get('page') ?? 1);
      const limit = Number(params.get('limit') ?? 10);
      const keyword = params.get('keyword');
      asked.push({ page: params.get('page'), limit: params.get('limit'), keyword });
      const matching = keyword ? all.filter((item) => item.reference.includes(keyword)) : all;
      return HttpResponse.json({
        message: 'Success',
        data: matching.slice((page - 1) * limit, page * limit),
        pagination: { page, limit, total: matching.length },
      });
    }),
    http.get('*/api/v1/transactions/:id', ({ params }) => {
      const found = all.find((item) => item.id === params.id);
      return HttpResponse.json({
        message: 'Success',
        data: { ...found, status: 'SUCCESS', receiptNumber: 'FRESHRCPT1' },
      });
    }),
  );
  return asked;
}

function renderPage(path = '/transactions') {
  signIn(member);
  const user = userEvent.setup();
  const view = renderRoutes([{ path: '/transactions', element: <TransactionsRoute /> }], path);
  return { user, ...view };
}

const rows = () => screen.getAllByTestId('transaction-row');

describe('/transactions', () => {
  test('a page of ten, newest first, with signs, amounts, types and relative times', async () => {
    const asked = transactionsApi([
      row(0, {
        createdAt: minutesAgo(5),
        type: 'MPESA_B2C',
        direction: 'DEBIT',
        amount: 200,
        fee: 7,
      }),
      row(1, { createdAt: minutesAgo(26 * 60), amount: 1500 }),
    ]);
    renderPage();
    expect(await screen.findByText('5 minutes ago')).toBeInTheDocument();
    const [first, second] = rows();
    expect(first).toHaveTextContent(/Withdrawal to M-Pesa.*PMJREF000.*−\s*Ksh\s200/);
    expect(second).toHaveTextContent(/M-Pesa top-up.*\+\s*Ksh\s1,500/);
    expect(within(second!).getByText('yesterday')).toHaveAttribute('dateTime', expect.any(String));
    expect(asked[0]).toEqual({ page: '1', limit: '10', keyword: null });
  });

  test.each([
    ['PENDING', 'Pending', 'text-bg-warning'],
    ['SUCCESS', 'Successful', 'text-bg-success'],
    ['PARTIAL', 'Partial', 'text-bg-info'],
    ['FAILED', 'Failed', 'text-bg-danger'],
    ['REVERSED', 'Reversed', 'text-bg-secondary'],
  ] as const)('status %s shows a "%s" badge', async (status, label, tone) => {
    transactionsApi([row(1, { status })]);
    renderPage();
    const badge = await within(await screen.findByTestId('transaction-row')).findByText(label);
    expect(badge).toHaveClass('badge', tone);
  });

  test('pages through 23 transactions ten at a time', async () => {
    const asked = transactionsApi();
    const { user, router } = renderPage();
    expect(await screen.findByText('1–10 of 23')).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('11–20 of 23')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('PMJREF011');
    expect(router.state.location.search).toBe('?page=2');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('21–23 of 23')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(asked.map((query) => query.page)).toEqual(['1', '2', '3']);
  });

  test('search waits for a pause, asks once, and starts again from the first page', async () => {
    const asked = transactionsApi();
    const { user, router } = renderPage('/transactions?page=2');
    expect(await screen.findByText('11–20 of 23')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search transactions'), 'REF01');
    expect(await screen.findByText('1–10 of 10')).toBeInTheDocument();
    const searches = asked.filter((query) => query.keyword !== null);
    expect(searches).toEqual([{ page: '1', limit: '10', keyword: 'REF01' }]);
    expect(router.state.location.search).toBe('?q=REF01');
    expect(rows()[0]).toHaveTextContent('PMJREF010');
  });

  test('a search without results says so; clearing it shows everything again', async () => {
    transactionsApi();
    const { user } = renderPage();
    await screen.findByText('1–10 of 23');
    const search = screen.getByLabelText('Search transactions');
    await user.type(search, 'nothing');
    expect(await screen.findByText('No transactions match “nothing”.')).toBeInTheDocument();
    await user.clear(search);
    expect(await screen.findByText('1–10 of 23')).toBeInTheDocument();
  });

  test('an empty history says so', async () => {
    transactionsApi([]);
    renderPage();
    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
  });

  test('a group airtime purchase shows its summary and what went back to the wallet', async () => {
    const airtime = { recipients: 5, delivered: 3, failed: 2, pending: 0, creditedToWallet: 150 };
    const partial = row(1, {
      type: 'GROUP_AIRTIME',
      direction: 'DEBIT',
      status: 'PARTIAL',
      amount: 500,
      airtime,
    });
    transactionsApi([partial]);
    server.use(
      http.get('*/api/v1/transactions/:id', () =>
        HttpResponse.json({ message: 'Success', data: partial }),
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Details of PMJREF001' }));
    const drawer = await screen.findByRole('dialog', { name: 'Transaction PMJREF001' });
    const fact = within(drawer).getByText('Airtime').nextElementSibling;
    expect(fact).toHaveTextContent(/^3 of 5 delivered, 2 failedKsh\s150 credited to your wallet$/);
    expect(within(drawer).getByText('Group airtime · Money out')).toBeInTheDocument();
  });

  test('the drawer shows what a member understands, refreshed from GET transactions/{id}', async () => {
    transactionsApi([
      row(1, {
        type: 'MPESA_B2C',
        direction: 'DEBIT',
        amount: 200,
        fee: 7,
        status: 'PENDING',
        receiptNumber: null,
        providerReference: 'AG_20261121_01a1fcafc2bd9db82aa0',
        beneficiaryName: 'My line',
        details: { conversationId: 'AG_1' },
      }),
    ]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Details of PMJREF001' }));
    const drawer = await screen.findByRole('dialog', { name: 'Transaction PMJREF001' });
    const fact = (label: string) => within(drawer).getByText(label).nextElementSibling;
    expect(fact('Type')).toHaveTextContent('Withdrawal to M-Pesa · Money out');
    expect(fact('Amount')).toHaveTextContent(/^Ksh\s200$/);
    expect(fact('Fee')).toHaveTextContent(/^Ksh\s7$/);
    expect(fact('Total')).toHaveTextContent(/^Ksh\s207$/);
    expect(fact('Reference')).toHaveTextContent(
      'PMJREF001Quote this reference to support about this transaction.',
    );
    expect(fact('Phone number')).toHaveTextContent(/^0712 345 678$/);
    expect(fact('Beneficiary')).toHaveTextContent('My line');
    // Provider ids, our own ids and raw payloads are for support, not for the member.
    for (const internal of ['AG_20261121_01a1fcafc2bd9db82aa0', 'AG_1', 'mpesa', '3f1c2d3e']) {
      expect(drawer).not.toHaveTextContent(internal);
    }
    expect(fact('Created')).toHaveTextContent('1 hour ago');
    // The list said PENDING; the fresh read says it has since been paid.
    await waitFor(() => expect(fact('Receipt number')).toHaveTextContent('FRESHRCPT1'));
    expect(within(drawer).getByText('Successful')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { airtimeMember, line, problem, purchase, TELCOS } from '../testing/fixtures';
import { AirtimeRoute } from './airtime';

interface Sent {
  body: unknown;
  key: string | null;
}

/**
 * POST airtime-mpesa answers with `initial`; GET transactions/{id} answers `states[0]` until the
 * test calls `next()` (so every state is seen, however fast the polling).
 */
function airtimeApi(states: Partial<WalletTransaction>[] = [{}], reply?: () => Response) {
  const sent: Sent[] = [];
  const receipts: unknown[] = [];
  const initial = purchase({ airtimeLines: [line(1, { phoneNumber: '254733000111' })] });
  let current = 0;
  server.use(
    http.get('*/api/v1/telcos/active', () =>
      HttpResponse.json({ message: 'Success', data: TELCOS }),
    ),
    http.post('*/api/v1/airtime-mpesa', async ({ request }) => {
      sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
      if (reply) return reply();
      return HttpResponse.json({ message: 'Check your phone', data: initial }, { status: 202 });
    }),
    http.get('*/api/v1/transactions/:id', () => {
      const state = states[Math.min(current, states.length - 1)]!;
      return HttpResponse.json({ message: 'Success', data: { ...initial, ...state } });
    }),
    http.post('*/api/v1/send-airtime-reciept-mail', async ({ request }) => {
      const body = (await request.json()) as { transactionId: string; email?: string };
      receipts.push(body);
      return HttpResponse.json({
        message: 'Receipt sent',
        data: { transactionId: body.transactionId, email: body.email ?? airtimeMember.email },
      });
    }),
  );
  return {
    sent,
    receipts,
    initial,
    next: () => {
      current += 1;
    },
  };
}

function renderAirtime(timeoutMs = 5_000) {
  signIn(airtimeMember);
  const user = userEvent.setup();
  renderRoutes(
    [{ path: '/airtime', element: <AirtimeRoute timing={{ intervalMs: 20, timeoutMs }} /> }],
    '/airtime',
  );
  return user;
}

const amount = () => screen.getByLabelText('Amount (KES)');
const payer = () => screen.getByLabelText('M-Pesa phone number');
const submit = () => screen.getByRole('button', { name: 'Pay with M-Pesa' });

async function forAnotherNumber(user: ReturnType<typeof userEvent.setup>, phone: string) {
  await user.click(await screen.findByLabelText('For another number'));
  await user.type(screen.getByLabelText('Number to top up'), phone);
}

describe('/airtime: the form', () => {
  test('for me by default: my number, its network, and my phone pays', async () => {
    airtimeApi();
    renderAirtime();
    expect(await screen.findByLabelText('For me (0712 345 678)')).toBeChecked();
    expect(payer()).toHaveValue('0712345678');
    expect(await screen.findByText('Network: Safaricom')).toBeInTheDocument();
    expect(screen.queryByLabelText('Number to top up')).toBeNull();
  });

  test('the network follows the prefix as another number is typed', async () => {
    airtimeApi();
    const user = renderAirtime();
    await user.click(await screen.findByLabelText('For another number'));
    const recipient = screen.getByLabelText('Number to top up');
    await user.type(recipient, '07');
    expect(screen.getByTestId('telco-hint')).toHaveTextContent(/^$/);
    await user.type(recipient, '33');
    expect(await screen.findByText('Network: Airtel Kenya')).toBeInTheDocument();
    await user.clear(recipient);
    await user.type(recipient, '0777');
    expect(await screen.findByText('Network: Telkom Kenya')).toBeInTheDocument();
    await user.clear(recipient);
    await user.type(recipient, '0799');
    expect(
      await screen.findByText(
        'We cannot tell the network from this number: check that it is right.',
      ),
    ).toBeInTheDocument();
    // The hint describes the field, so screen readers hear it with the number.
    expect(recipient.getAttribute('aria-describedby')).toBeTruthy();
  });

  test('a preset fills the amount and is marked as chosen', async () => {
    airtimeApi();
    const user = renderAirtime();
    const preset = await screen.findByRole('button', { name: /^Ksh\s200$/ });
    await user.click(preset);
    expect(amount()).toHaveValue('200');
    expect(preset).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: /^Ksh\s1,000$/ }));
    expect(amount()).toHaveValue('1000');
    expect(preset).toHaveAttribute('aria-pressed', 'false');
  });

  test.each([
    ['9', 'Must be between KES 10 and KES 10,000.'],
    ['10001', 'Must be between KES 10 and KES 10,000.'],
    ['50.50', 'M-Pesa takes whole shillings only.'],
    ['lots', 'Enter an amount such as 1500 or 1500.50.'],
  ])('amount %s: "%s", and nothing is sent', async (typed, message) => {
    const { sent } = airtimeApi();
    const user = renderAirtime();
    await user.type(await screen.findByLabelText('Amount (KES)'), typed);
    await user.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  test('a bad recipient or paying number is refused on its field', async () => {
    const { sent } = airtimeApi();
    const user = renderAirtime();
    await forAnotherNumber(user, '12345');
    await user.clear(payer());
    await user.type(payer(), '0712');
    await user.type(amount(), '100');
    await user.click(submit());
    const message = 'Enter a phone number such as 0712 345 678.';
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(screen.getByLabelText('Number to top up')).toHaveAttribute('aria-invalid', 'true');
    expect(payer()).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });
});

describe('/airtime: paying and the result', () => {
  test('check your phone, then sending, then delivered; the body is normalised and keyed', async () => {
    const api = airtimeApi([
      {},
      { airtimeLines: [line(1, { phoneNumber: '254733000111', status: 'SENT' })] },
      {
        status: 'SUCCESS',
        receiptNumber: 'SKL7Q2M9XB',
        airtime: { recipients: 1, delivered: 1, failed: 0, pending: 0, creditedToWallet: 0 },
        airtimeLines: [line(1, { phoneNumber: '254733000111', status: 'SUCCESS' })],
      },
    ]);
    const user = renderAirtime();
    await forAnotherNumber(user, '0733 000 111');
    await user.click(screen.getByRole('button', { name: /^Ksh\s100$/ }));
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Check your phone' })).toBeInTheDocument();
    expect(
      screen.getByText(/We asked M-Pesa for Ksh\s100 from 0712 345 678\./),
    ).toBeInTheDocument();
    // Still a payment: no receipt, no "buy more" yet.
    expect(screen.queryByRole('button', { name: 'Send receipt' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Buy more airtime' })).toBeNull();

    api.next();
    expect(
      await screen.findByRole('heading', { name: 'Payment received, sending airtime' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Sending Ksh\s100 of airtime to 0733 000 111/)).toBeInTheDocument();

    api.next();
    expect(await screen.findByRole('heading', { name: 'Airtime delivered' })).toBeInTheDocument();
    expect(screen.getByText(/Ksh\s100 of airtime was sent to 0733 000 111\./)).toBeInTheDocument();
    expect(api.sent).toEqual([
      {
        body: { phoneNumber: '254712345678', recipientPhoneNumber: '254733000111', amount: 100 },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(screen.getByRole('link', { name: 'See it in your transactions' })).toHaveAttribute(
      'href',
      '/transactions',
    );
    await user.click(screen.getByRole('button', { name: 'Buy more airtime' }));
    expect(await screen.findByLabelText('Amount (KES)')).toHaveValue('100');
  });

  test('for me: the recipient is my own number', async () => {
    const { sent } = airtimeApi([
      { status: 'SUCCESS', airtimeLines: [line(1, { status: 'SUCCESS' })] },
    ]);
    const user = renderAirtime();
    await user.type(await screen.findByLabelText('Amount (KES)'), '50');
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Airtime delivered' });
    expect(sent[0]?.body).toEqual({
      phoneNumber: '254712345678',
      recipientPhoneNumber: '254712345678',
      amount: 50,
    });
  });

  test('paid but not delivered: says the money was credited to the wallet', async () => {
    const api = airtimeApi([
      {},
      {
        status: 'FAILED',
        failureReason:
          'Invalid phone number. The airtime could not be delivered: KES 100 was credited to your wallet.',
        airtime: { recipients: 1, delivered: 0, failed: 1, pending: 0, creditedToWallet: 100 },
        airtimeLines: [line(1, { status: 'FAILED', creditedToWallet: true })],
      },
    ]);
    const user = renderAirtime();
    await user.type(await screen.findByLabelText('Amount (KES)'), '100');
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Check your phone' });
    api.next();
    expect(
      await screen.findByRole('heading', { name: 'Airtime not delivered' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Ksh\s100 was credited to your wallet\./)).toBeInTheDocument();
    expect(screen.queryByText('Nothing was charged.')).toBeNull();
    // Money moved, so there is a receipt to send.
    expect(screen.getByRole('button', { name: 'Send receipt' })).toBeEnabled();
  });

  test('payment cancelled: nothing charged, no receipt, and trying again keeps what was typed', async () => {
    airtimeApi([
      {
        status: 'FAILED',
        failureReason: 'Request cancelled by user',
        airtimeLines: [line(1, { status: 'CANCELLED' })],
      },
    ]);
    const user = renderAirtime();
    await user.type(await screen.findByLabelText('Amount (KES)'), '300');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeInTheDocument();
    expect(screen.getByText('Nothing was charged.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send receipt' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Amount (KES)')).toHaveValue('300');
  });

  test('a refusal of the request itself lands on its field', async () => {
    airtimeApi([{}], () => problem(400, 'AMOUNT_OUT_OF_LIMITS', 'Daily airtime limit reached'));
    const user = renderAirtime();
    await user.type(await screen.findByLabelText('Amount (KES)'), '500');
    await user.click(submit());
    expect(await screen.findByText('Daily airtime limit reached.')).toBeInTheDocument();
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
  });

  test('the receipt goes to my e-mail, or to another address', async () => {
    const { receipts, initial } = airtimeApi([
      { status: 'SUCCESS', airtimeLines: [line(1, { status: 'SUCCESS' })] },
    ]);
    const user = renderAirtime();
    await user.type(await screen.findByLabelText('Amount (KES)'), '100');
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Airtime delivered' });

    const receipt = screen.getByRole('form', { name: 'Receipt' });
    expect(within(receipt).getByLabelText('My e-mail (member@pamoja.test)')).toBeChecked();
    await user.click(within(receipt).getByRole('button', { name: 'Send receipt' }));
    expect(
      await within(receipt).findByText('Receipt sent to member@pamoja.test.'),
    ).toBeInTheDocument();

    await user.click(within(receipt).getByLabelText('Another e-mail address'));
    await user.type(within(receipt).getByLabelText('E-mail address'), 'not-an-address');
    await user.click(within(receipt).getByRole('button', { name: 'Send receipt' }));
    expect(
      await within(receipt).findByText('Must be an e-mail address such as name@example.com.'),
    ).toBeInTheDocument();
    await user.clear(within(receipt).getByLabelText('E-mail address'));
    await user.type(within(receipt).getByLabelText('E-mail address'), 'treasurer@chama.test');
    await user.click(within(receipt).getByRole('button', { name: 'Send receipt' }));
    expect(
      await within(receipt).findByText('Receipt sent to treasurer@chama.test.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(receipts).toEqual([
        { transactionId: initial.id },
        { transactionId: initial.id, email: 'treasurer@chama.test' },
      ]),
    );
  });

  test('still no answer when the wait is over: says so, and can check again', async () => {
    const api = airtimeApi([
      {},
      { status: 'SUCCESS', airtimeLines: [line(1, { status: 'SUCCESS' })] },
    ]);
    const user = renderAirtime(150);
    await user.type(await screen.findByLabelText('Amount (KES)'), '100');
    await user.click(submit());
    expect(
      await screen.findByRole('heading', { name: 'We are still waiting' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Check 0712 345 678 for the M-Pesa prompt/)).toBeInTheDocument();
    api.next();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Airtime delivered' })).toBeInTheDocument();
  });
});

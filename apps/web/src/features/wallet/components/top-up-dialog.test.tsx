import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { useNotificationsStore } from '../../../shared/notifications/notifications-store';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { refusal, transaction, walletMember } from '../testing/fixtures';
import { TopUpDialog } from './top-up-dialog';

interface Sent {
  body: unknown;
  key: string | null;
}

/** POST mpesa-topup answers `replies` in turn (the last one repeats); GET transactions/{id} `polls`. */
function mpesa(options: {
  replies?: (() => Response)[];
  polls?: (() => Partial<WalletTransaction>)[];
}) {
  const sent: Sent[] = [];
  const pending = transaction({ id: '11111111-2222-4333-8444-555555555555', amount: 1000 });
  let polled = 0;
  server.use(
    http.post('*/api/v1/mpesa-topup', async ({ request }) => {
      sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
      const replies = options.replies ?? [];
      const reply = replies[Math.min(sent.length - 1, replies.length - 1)];
      return reply
        ? reply()
        : HttpResponse.json({ message: 'Check your phone', data: pending }, { status: 202 });
    }),
    http.get('*/api/v1/transactions/:id', () => {
      const polls = options.polls ?? [() => ({})];
      const next = polls[Math.min(polled, polls.length - 1)]!;
      polled += 1;
      return HttpResponse.json({ message: 'Success', data: { ...pending, ...next() } });
    }),
  );
  return { sent, polls: () => polled };
}

function renderDialog(timeoutMs = 400) {
  signIn(walletMember);
  const user = userEvent.setup();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <TopUpDialog
            show
            onHide={() => undefined}
            phoneNumber="254712345678"
            pollIntervalMs={20}
            pollTimeoutMs={timeoutMs}
          />
        ),
      },
    ],
    '/',
  );
  return { user };
}

async function dialog() {
  return screen.findByRole('dialog', { name: 'Top up with M-Pesa' });
}

const phone = () => screen.getByLabelText('M-Pesa phone number');
const amount = () => screen.getByLabelText('Amount (KES)');
const submit = () => screen.getByRole('button', { name: 'Send payment request' });

describe('TopUpDialog: the form', () => {
  test('prefills the member’s phone in local form', async () => {
    renderDialog();
    await dialog();
    expect(phone()).toHaveValue('0712345678');
  });

  test.each([
    ['12345', '1000', 'Enter a phone number such as 0712 345 678.'],
    ['0712345678', '5', 'Must be between KES 10 and KES 150,000.'],
    ['0712345678', '150001', 'Must be between KES 10 and KES 150,000.'],
    ['0712345678', '10.50', 'M-Pesa takes whole shillings only.'],
    ['0712345678', 'ten', 'Enter an amount such as 1500 or 1500.50.'],
  ])('phone %s, amount %s: "%s" and nothing is sent', async (typedPhone, typedAmount, message) => {
    const { sent } = mpesa({});
    const { user } = renderDialog();
    await dialog();
    await user.clear(phone());
    await user.type(phone(), typedPhone);
    await user.type(amount(), typedAmount);
    await user.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  test('an empty amount is refused', async () => {
    const { sent } = mpesa({});
    const { user } = renderDialog();
    await dialog();
    await user.click(submit());
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
    // Says what to do, not the format rule, above the "Whole shillings" hint.
    expect(await screen.findByText('Enter an amount.')).toBeInTheDocument();
    expect(screen.queryByText(/decimal places/)).toBeNull();
    expect(sent).toHaveLength(0);
  });

  test('a preset fills the amount; the body is normalised and carries an Idempotency-Key', async () => {
    const { sent } = mpesa({ polls: [() => ({})] });
    const { user } = renderDialog();
    await dialog();
    await user.click(screen.getByRole('button', { name: /^Ksh\s1,000$/ }));
    expect(amount()).toHaveValue('1000');
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Check your phone' });
    expect(sent).toEqual([
      {
        body: { phoneNumber: '254712345678', amount: 1000 },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
  });

  test('a retry after no answer reuses the key; a changed request gets a new one', async () => {
    const { sent } = mpesa({
      replies: [
        () => HttpResponse.json(refusal(503, 'UNAVAILABLE', 'Try again shortly'), { status: 503 }),
        () => HttpResponse.json(refusal(503, 'UNAVAILABLE', 'Try again shortly'), { status: 503 }),
        () =>
          HttpResponse.json(refusal(400, 'AMOUNT_OUT_OF_LIMITS', 'Too much today'), {
            status: 400,
          }),
        () =>
          HttpResponse.json(refusal(400, 'AMOUNT_OUT_OF_LIMITS', 'Too much today'), {
            status: 400,
          }),
      ],
    });
    const { user } = renderDialog();
    await dialog();
    await user.type(amount(), '500');
    await user.click(submit());
    expect(await screen.findByText('Try again shortly')).toBeInTheDocument();
    await user.click(submit());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.key).toBe(sent[0]!.key);

    await user.clear(amount());
    await user.type(amount(), '600');
    await user.click(submit());
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]!.key).not.toBe(sent[1]!.key);
    // A definite refusal lands on its field, and the next submission is a new one.
    expect(await screen.findByText('Too much today.')).toBeInTheDocument();
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
    await user.click(submit());
    await waitFor(() => expect(sent).toHaveLength(4));
    expect(sent[3]!.key).not.toBe(sent[2]!.key);
  });
});

describe('TopUpDialog: waiting for M-Pesa', () => {
  async function startTopUp(user: ReturnType<typeof userEvent.setup>) {
    await dialog();
    await user.type(amount(), '1000');
    await user.click(submit());
  }

  test('shows the wait, then the credited amount and the receipt', async () => {
    mpesa({ polls: [() => ({}), () => ({ status: 'SUCCESS', receiptNumber: 'SKL7Q2M9XB' })] });
    const { user } = renderDialog();
    await startTopUp(user);
    const status = await screen.findByRole('status');
    // The form's button is gone: focus is on the new state, not on <body>.
    expect(within(status).getByRole('heading', { name: 'Check your phone' })).toHaveFocus();
    expect(status).toHaveTextContent('from 0712 345 678');
    // And again when the wait is replaced by how it ended.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Top-up complete' })).toHaveFocus(),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      /Ksh\s1,000 was added to your wallet\. M-Pesa receipt SKL7Q2M9XB\./,
    );
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  test.each([
    ['Request cancelled by user', 'Top-up cancelled', 'was cancelled on 0712 345 678'],
    [
      'The balance is insufficient for the transaction',
      'Not enough money on M-Pesa',
      'Add money to M-Pesa or try a smaller amount',
    ],
    [
      'DS timeout user cannot be reached',
      'No answer from the phone',
      'expired before a PIN was entered',
    ],
    ['System busy', 'Top-up failed', 'M-Pesa did not complete the payment: System busy.'],
  ])('“%s” → %s, with what to do next', async (failureReason, title, advice) => {
    mpesa({ polls: [() => ({ status: 'FAILED', failureReason })] });
    const { user } = renderDialog();
    await startTopUp(user);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(advice);
    expect(status).toHaveTextContent('Nothing was charged.');
    // Trying again goes back to the form with what was typed.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Amount (KES)')).toHaveValue('1000');
  });

  test('still pending when the wait is over: says so, stops polling, and can check again', async () => {
    let settled = false;
    const calls = mpesa({
      polls: [() => (settled ? { status: 'SUCCESS', receiptNumber: 'RCPT000001' } : {})],
    });
    const { user } = renderDialog(150);
    await startTopUp(user);
    expect(
      await screen.findByRole('heading', { name: 'We are still waiting for M-Pesa' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'You will be notified when the payment completes; nothing is charged until you enter your PIN.',
    );
    const after = calls.polls();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(calls.polls()).toBe(after);

    settled = true;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    // "Check again" went away with the answer: focus follows to the outcome.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Top-up complete' })).toHaveFocus(),
    );
  });

  test('a failed poll says it is still checking, without a toast per poll', async () => {
    let failing = true;
    const pending = transaction({ id: '99999999-2222-4333-8444-555555555555' });
    server.use(
      http.post('*/api/v1/mpesa-topup', () =>
        HttpResponse.json({ message: 'ok', data: pending }, { status: 202 }),
      ),
      http.get('*/api/v1/transactions/:id', () =>
        failing
          ? HttpResponse.json(refusal(500, 'INTERNAL', 'boom'), { status: 500 })
          : HttpResponse.json({ message: 'Success', data: { ...pending, status: 'SUCCESS' } }),
      ),
    );
    const { user } = renderDialog(2_000);
    await startTopUp(user);
    expect(
      await screen.findByText('We lost touch with the server for a moment; still checking.'),
    ).toBeInTheDocument();
    expect(useNotificationsStore.getState().items).toEqual([]);
    failing = false;
    expect(await screen.findByRole('heading', { name: 'Top-up complete' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import {
  airtimeMember,
  group,
  groupMember,
  line,
  page,
  problem,
  purchase,
} from '../testing/fixtures';
import { AirtimeGroupRoute } from './airtime-group';

const wazazi = group(1, { name: 'Wazazi', memberCount: 3, totalAmount: 1500 });
const members = [
  groupMember(1, { name: 'Amina Otieno', amount: 500 }),
  groupMember(2, { name: 'Brian Kamau', amount: 700 }),
  groupMember(3, { name: 'Chebet Rono', amount: 300 }),
];
const lines = (statuses: Partial<Parameters<typeof line>[1]>[]) =>
  members.map((item, index) =>
    line(index + 1, {
      name: item.name,
      amount: item.amount,
      phoneNumber: item.phoneNumber,
      ...statuses[index],
    }),
  );

/** The group, its purchase (polled states advance on `next()`), its history and receipts. */
function purchaseApi(states: Partial<WalletTransaction>[], runs: WalletTransaction[] = []) {
  const sent: { body: unknown; key: string | null }[] = [];
  const receipts: unknown[] = [];
  const initial = purchase({
    type: 'GROUP_AIRTIME',
    amount: 1500,
    groupId: wazazi.id,
    airtimeLines: lines([{}, {}, {}]),
  });
  let current = 0;
  server.use(
    http.get('*/api/v1/telcos/active', () => HttpResponse.json({ message: 'Success', data: [] })),
    http.get('*/api/v1/airtime-groups/:id', () =>
      HttpResponse.json({
        message: 'Success',
        data: { ...wazazi, members },
        pagination: { page: 1, limit: 10, total: 3 },
      }),
    ),
    http.post('*/api/v1/group-airtime-mpesa', async ({ request }) => {
      sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
      return HttpResponse.json({ message: 'Check your phone', data: initial }, { status: 202 });
    }),
    http.get('*/api/v1/transactions/group/:groupId', ({ params }) => {
      expect(params.groupId).toBe(wazazi.id);
      return page(runs);
    }),
    http.get('*/api/v1/transactions/:id', () => {
      const state = states[Math.min(current, states.length - 1)]!;
      return HttpResponse.json({ message: 'Success', data: { ...initial, ...state } });
    }),
    http.post('*/api/v1/send-airtime-reciept-mail', async ({ request }) => {
      const body = (await request.json()) as { transactionId: string };
      receipts.push(body);
      return HttpResponse.json({
        message: 'Receipt sent',
        data: { transactionId: body.transactionId, email: airtimeMember.email },
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

function renderGroup() {
  signIn(airtimeMember);
  const user = userEvent.setup();
  renderRoutes(
    [
      {
        path: '/airtime/groups/:groupId',
        element: <AirtimeGroupRoute timing={{ intervalMs: 20, timeoutMs: 5_000 }} />,
      },
    ],
    `/airtime/groups/${wazazi.id}`,
  );
  return user;
}

describe('/airtime/groups/:groupId: buying for the group', () => {
  test('total and count, the paying phone, a confirm step, then each member’s airtime', async () => {
    const api = purchaseApi([
      {},
      { airtimeLines: lines([{ status: 'SUCCESS' }, { status: 'SENT' }, { status: 'QUEUED' }]) },
      {
        status: 'PARTIAL',
        failureReason:
          '1 of 3 recipients could not get airtime: KES 300 was credited to your wallet.',
        airtime: { recipients: 3, delivered: 2, failed: 1, pending: 0, creditedToWallet: 300 },
        airtimeLines: lines([
          { status: 'SUCCESS' },
          { status: 'SUCCESS' },
          { status: 'FAILED', failureReason: 'Number not on this network', creditedToWallet: true },
        ]),
      },
    ]);
    const user = renderGroup();
    await user.click(await screen.findByRole('button', { name: 'Buy for group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy airtime for Wazazi' });
    expect(dialog).toHaveTextContent(
      /3 members each get the amount set for them: Ksh\s1,500 in all\./,
    );
    const phone = within(dialog).getByLabelText('M-Pesa phone number');
    expect(phone).toHaveValue('0712345678');
    await user.clear(phone);
    await user.type(phone, '0712');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await within(dialog).findByText('Enter a phone number such as 0712 345 678.'),
    ).toBeInTheDocument();
    await user.type(phone, '999888');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(within(dialog).getByTestId('group-confirm')).toHaveTextContent(
      /^Pay Ksh\s1,500 for 3 members\?$/,
    );
    expect(dialog).toHaveTextContent(/M-Pesa will ask 0712 999 888 for Ksh\s1,500\./);
    expect(api.sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: /^Pay Ksh\s1,500$/ }));

    expect(
      await within(dialog).findByRole('heading', { name: 'Check your phone' }),
    ).toBeInTheDocument();
    expect(api.sent).toEqual([
      {
        body: { groupId: wazazi.id, phoneNumber: '254712999888' },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    const table = within(dialog).getByRole('table', { name: 'Airtime per member' });
    expect(within(table).getAllByText('Awaiting payment')).toHaveLength(3);

    api.next();
    expect(
      await within(dialog).findByRole('heading', { name: 'Payment received, sending airtime' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Sending airtime to 3 members: 1 delivered so far.'),
    ).toBeInTheDocument();

    api.next();
    expect(
      await within(dialog).findByRole('heading', { name: 'Airtime partly delivered' }),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      /2 of 3 members received their airtime\. Ksh\s300 for the others was credited to your wallet\./,
    );
    const counts = within(dialog).getByRole('list', { name: 'Summary' });
    expect(counts).toHaveTextContent(
      /Recipients: 3\s*Delivered: 2\s*Failed: 1\s*Credited to your wallet: Ksh\s300/,
    );
    const chebet = within(table).getByRole('cell', { name: 'Chebet Rono' }).closest('tr')!;
    expect(chebet).toHaveTextContent(
      /Chebet Rono0712 000 003Ksh\s300FailedNumber not on this networkCredited to your wallet/,
    );
    const amina = within(table).getByRole('cell', { name: 'Amina Otieno' }).closest('tr')!;
    expect(within(amina).getByText('Delivered')).toHaveClass('badge', 'text-bg-success');

    await user.click(within(dialog).getByRole('button', { name: 'Send receipt' }));
    expect(
      await within(dialog).findByText('Receipt sent to member@pamoja.test.'),
    ).toBeInTheDocument();
    expect(api.receipts).toEqual([{ transactionId: api.initial.id }]);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('a refusal sends the payer back to the form with the server’s words', async () => {
    purchaseApi([{}]);
    server.use(
      http.post('*/api/v1/group-airtime-mpesa', () =>
        problem(
          422,
          'AMOUNT_OVER_MPESA_LIMIT',
          'The group total is more than M-Pesa takes in one payment: split the group or lower some amounts.',
        ),
      ),
    );
    const user = renderGroup();
    await user.click(await screen.findByRole('button', { name: 'Buy for group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy airtime for Wazazi' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: /^Pay Ksh\s1,500$/ }));
    const notifications = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(
      await notifications.findByText(
        'The group total is more than M-Pesa takes in one payment: split the group or lower some amounts.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('M-Pesa phone number')).toBeInTheDocument();
  });

  test('the history lists past runs; each opens to show every member’s outcome', async () => {
    const run = purchase({
      type: 'GROUP_AIRTIME',
      status: 'FAILED',
      amount: 1500,
      groupId: wazazi.id,
      reference: 'PMJRUN1',
      failureReason: 'The airtime could not be delivered: KES 1,500 was credited to your wallet.',
      airtime: { recipients: 3, delivered: 0, failed: 3, pending: 0, creditedToWallet: 1500 },
      airtimeLines: lines([
        { status: 'FAILED', creditedToWallet: true, failureReason: 'Provider down' },
        { status: 'FAILED', creditedToWallet: true, failureReason: 'Provider down' },
        { status: 'FAILED', creditedToWallet: true, failureReason: 'Provider down' },
      ]),
    });
    purchaseApi([{}], [run]);
    const user = renderGroup();
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    const item = await screen.findByTestId('airtime-run');
    expect(item).toHaveTextContent(/Ksh\s1,500\s*Failed\s*0 of 3 delivered\s*PMJRUN1/);
    const toggle = within(item).getByRole('button', { expanded: false });
    expect(within(item).queryByRole('table')).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = within(item).getByRole('table');
    expect(within(table).getAllByText('Provider down')).toHaveLength(3);
    expect(within(item).getByText(/KES 1,500 was credited to your wallet/)).toBeInTheDocument();
  });

  test('the history says so when there is none yet', async () => {
    purchaseApi([{}], []);
    const user = renderGroup();
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findByText('No purchases for this group yet.')).toBeInTheDocument();
  });
});

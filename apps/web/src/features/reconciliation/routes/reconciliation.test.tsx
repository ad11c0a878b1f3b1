import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import type { ReconciliationItem } from '@pamoja/contract/reconciliation';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { decided, item, ok, page, problem, superAdmin } from '../testing/fixtures';
import { ReconciliationRoute } from './reconciliation';

const minutesAgo = (minutes: number) =>
  new Date(Date.now() - minutes * 60_000 - 10_000).toISOString();

/**
 * Answers `GET reconciliation` with each list in turn (the last one again after that) and
 * remembers every URL asked for.
 */
function serveLists(...answers: ReconciliationItem[][]) {
  const asked: URL[] = [];
  server.use(
    http.get('*/api/v1/reconciliation', ({ request }) => {
      asked.push(new URL(request.url));
      const rows = answers[Math.min(asked.length, answers.length) - 1] ?? [];
      return page(rows);
    }),
  );
  return asked;
}

/** Answers `PUT reconciliation/{id}` and remembers what was sent. */
function servePut(answer: () => Response) {
  const sent: { id: unknown; body: unknown }[] = [];
  server.use(
    http.put('*/api/v1/reconciliation/:id', async ({ request, params }) => {
      sent.push({ id: params.id, body: await request.json() });
      return answer();
    }),
  );
  return sent;
}

function renderQueue(path = '/reconciliation') {
  signIn(superAdmin);
  const events = userEvent.setup();
  const view = renderRoutes([{ path: '/reconciliation', element: <ReconciliationRoute /> }], path);
  return { events, router: view.router };
}

const rowOf = async (name: string) =>
  (await screen.findByText(name)).closest('tr') as HTMLTableRowElement;
const cellsOf = (row: HTMLTableRowElement) => within(row).getAllByRole('cell');
const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

async function openDecision(events: ReturnType<typeof userEvent.setup>, reference: string) {
  const row = await rowOf(`Owner ${Number(reference.slice(-5))}`);
  await events.click(within(row).getByRole('button', { name: `Decide ${reference}` }));
  return screen.findByRole('dialog', { name: `Decide ${reference}` });
}

describe('/reconciliation', () => {
  test('the waiting list shows who, what, how much, the provider and how long, oldest first as sent', async () => {
    const asked = serveLists([
      item(1, { openedAt: minutesAgo(140) }, { createdAt: minutesAgo(200) }),
      item(
        2,
        { cause: 'NO_ANSWER' },
        {
          type: 'PESALINK_PHONE',
          provider: 'pesalink',
          providerReference: null,
          amount: 25_000.5,
          createdAt: minutesAgo(3 * 1440 + 60),
        },
      ),
    ]);
    renderQueue();

    const first = await rowOf('Owner 1');
    const [opened, who, what, amount, provider, waited, action] = cellsOf(first);
    expect(opened).toHaveTextContent(/^2 hours ago/);
    expect(
      within(opened!).getByText(String(new Date().getFullYear()), { exact: false }),
    ).toBeInTheDocument();
    expect(who).toHaveTextContent('Owner 1');
    expect(who).toHaveTextContent('0712 345 678');
    expect(what).toHaveTextContent('Withdrawal to M-Pesa');
    expect(what).toHaveTextContent('PMJ-W00001');
    expect(amount).toHaveTextContent(/^Ksh\s1,000$/);
    expect(provider).toHaveTextContent('M-Pesa');
    expect(provider).toHaveTextContent('AG_2030_1');
    expect(waited).toHaveTextContent('3 h 20 min');
    expect(waited).toHaveTextContent('The provider still says pending');
    expect(within(action!).getByRole('button', { name: 'Decide PMJ-W00001' })).toHaveTextContent(
      'Decide',
    );

    const second = cellsOf(await rowOf('Owner 2'));
    expect(second[2]).toHaveTextContent('Pesalink to phone');
    expect(second[3]).toHaveTextContent(/^Ksh\s25,000\.50$/);
    expect(second[4]).toHaveTextContent('Never reached the provider');
    expect(second[5]).toHaveTextContent('3 d 1 h');
    expect(second[5]).toHaveTextContent('The provider could not be asked');

    // The server's order (oldest first) is kept.
    const rows = screen.getAllByRole('row').slice(1) as HTMLTableRowElement[];
    expect(rows.map((row) => within(cellsOf(row)[1]!).getByText(/^Owner/).textContent)).toEqual([
      'Owner 1',
      'Owner 2',
    ]);
    expect(asked[0]?.searchParams.get('state')).toBe('OPEN');
    expect(asked[0]?.searchParams.get('page')).toBe('1');
    expect(screen.getByRole('tab', { name: 'Waiting' })).toHaveAttribute('aria-selected', 'true');
  });

  test('nothing waiting says so plainly', async () => {
    serveLists([]);
    renderQueue();
    expect(
      await screen.findByText('Nothing is waiting: every payment settled on its own.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('a list that fails to load says why and loads again on retry', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/v1/reconciliation', () => {
        calls += 1;
        return calls === 1
          ? problem(503, 'DATABASE_UNAVAILABLE', 'The database is not answering.')
          : page([item(1)]);
      }),
    );
    const { events } = renderQueue();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database is not answering.');
    await events.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Owner 1')).toBeInTheDocument();
  });

  test('the decided tab is kept in the URL, asks for RESOLVED and shows the decision', async () => {
    const asked: URL[] = [];
    server.use(
      http.get('*/api/v1/reconciliation', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url);
        return url.searchParams.get('state') === 'RESOLVED'
          ? page([
              decided(3),
              decided(4, { outcome: 'PAID', reason: 'Receipt found', evidence: 'QJK12AB34C' }),
            ])
          : page([item(1)]);
      }),
    );
    const { events, router } = renderQueue();
    await rowOf('Owner 1');
    await events.click(screen.getByRole('tab', { name: 'Decided' }));

    const refused = cellsOf(await rowOf('Owner 3'));
    expect(refused[0]).toHaveTextContent(/2030/);
    expect(within(refused[3]!).getByText('Not paid')).toHaveAttribute('data-outcome', 'FAILED');
    expect(refused[3]).toHaveTextContent('Safaricom statement shows no payout');
    expect(refused[4]).toHaveTextContent('Zawadi Mutua');
    const paid = cellsOf(await rowOf('Owner 4'));
    expect(within(paid[3]!).getByText('Paid')).toHaveAttribute('data-outcome', 'PAID');
    expect(paid[3]).toHaveTextContent('Evidence: QJK12AB34C');
    expect(screen.queryByText('Owner 1')).toBeNull();

    expect(asked.at(-1)?.searchParams.get('state')).toBe('RESOLVED');
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('decided');
  });

  test('opening /reconciliation?tab=decided shows the decided list at once', async () => {
    const asked = serveLists([decided(3)]);
    renderQueue('/reconciliation?tab=decided');
    expect(await rowOf('Owner 3')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Decided' })).toHaveAttribute('aria-selected', 'true');
    expect(asked.map((url) => url.searchParams.get('state'))).toEqual(['RESOLVED']);
  });

  test('the decision needs an outcome, a reason of 5+ characters and, when paid, evidence', async () => {
    serveLists([item(1)]);
    const sent = servePut(() => ok(decided(1, { outcome: 'PAID' }), 'Marked as paid.'));
    const { events } = renderQueue();
    const dialog = await openDecision(events, 'PMJ-W00001');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm decision' });

    await events.click(confirm);
    expect(
      await within(dialog).findByText('Choose whether the money was paid or not.'),
    ).toBeInTheDocument();

    await events.click(within(dialog).getByRole('radio', { name: 'It was paid' }));
    await events.type(within(dialog).getByLabelText('Reason'), ' abc ');
    await events.click(confirm);
    expect(
      await within(dialog).findByText('Say why you decided this, in at least 5 characters.'),
    ).toBeInTheDocument();

    await events.clear(within(dialog).getByLabelText('Reason'));
    await events.type(within(dialog).getByLabelText('Reason'), 'Receipt in the M-Pesa statement');
    await events.click(confirm);
    const evidence = within(dialog).getByLabelText('Evidence');
    expect(
      await within(dialog).findByText(
        'Enter the provider’s receipt or statement reference that shows it was paid.',
      ),
    ).toBeInTheDocument();
    expect(evidence).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    // Paid: the money leaves for good (amount and fee), and the evidence goes with the decision.
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Ksh 1,020 will leave Owner 1’s wallet for good. This cannot be undone.',
    );
    await events.type(evidence, ' QJK12AB34C ');
    await events.click(confirm);
    await waitFor(() =>
      expect(sent).toEqual([
        {
          id: item(1).id,
          body: {
            outcome: 'PAID',
            reason: 'Receipt in the M-Pesa statement',
            evidence: 'QJK12AB34C',
          },
        },
      ]),
    );
  });

  test('a top-up whose reference was lost shows M-Pesa’s unmatched receipt to decide from', async () => {
    serveLists([
      item(
        3,
        {
          cause: 'UNMATCHED_ANSWER',
          providerAnswer: { receiptNumber: 'TKR4LOST01', receivedAt: minutesAgo(55) },
        },
        { type: 'MPESA_TOPUP', direction: 'CREDIT', providerReference: null },
      ),
    ]);
    const { events } = renderQueue();
    const row = cellsOf(await rowOf('Owner 3'));
    expect(row[5]).toHaveTextContent('M-Pesa says paid, matching no payment');
    // It did reach M-Pesa: its reference was lost, not never made.
    expect(row[4]).toHaveTextContent('Lost before it was saved');
    expect(row[4]).not.toHaveTextContent('Never reached the provider');
    const dialog = await openDecision(events, 'PMJ-W00003');
    expect(within(dialog).getByText('Provider reference').nextElementSibling).toHaveTextContent(
      'Lost before it was saved',
    );
    expect(
      within(dialog).getByText('M-Pesa’s word of payment').nextElementSibling,
    ).toHaveTextContent(
      /^Receipt TKR4LOST01, received .+: the same phone and amount, matching no payment of ours\./,
    );
  });

  test('not paid sends outcome and reason, says it first, and the item leaves the waiting list', async () => {
    const asked = serveLists([item(1), item(2)], [item(2)]);
    const sent = servePut(() => ok(decided(1), 'Decided: KES 1,020 is back in Owner 1’s wallet.'));
    const { events } = renderQueue();
    const dialog = await openDecision(events, 'PMJ-W00001');
    expect(within(dialog).getByText('AG_2030_1')).toBeInTheDocument();

    await events.click(
      within(dialog).getByRole('radio', { name: 'It was not paid (give the money back)' }),
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Ksh 1,020 goes back to Owner 1’s wallet.',
    );
    await events.type(
      within(dialog).getByLabelText('Reason'),
      'Safaricom statement shows no payout',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Confirm decision' }));

    expect(
      await notifications().findByText('Decided: KES 1,020 is back in Owner 1’s wallet.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        id: item(1).id,
        body: { outcome: 'FAILED', reason: 'Safaricom statement shows no payout' },
      },
    ]);
    await waitFor(() => expect(screen.queryByText('Owner 1')).toBeNull());
    expect(screen.getByText('Owner 2')).toBeInTheDocument();
    expect(asked).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('a 409 (settled meanwhile) shows the server’s message, closes and refreshes the list', async () => {
    const asked = serveLists([item(1)], []);
    const sent = servePut(() =>
      problem(409, 'ALREADY_SETTLED', 'The provider answered before anyone decided.'),
    );
    const { events } = renderQueue();
    const dialog = await openDecision(events, 'PMJ-W00001');
    await events.click(within(dialog).getByRole('radio', { name: /It was not paid/ }));
    await events.type(within(dialog).getByLabelText('Reason'), 'No payout on the statement');
    await events.click(within(dialog).getByRole('button', { name: 'Confirm decision' }));

    expect(
      await notifications().findByText('The provider answered before anyone decided.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Nothing is waiting: every payment settled on its own.'),
    ).toBeInTheDocument();
    expect(asked).toHaveLength(2);
    expect(sent).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('the server’s field errors land on the fields and keep the dialog open', async () => {
    serveLists([item(1)]);
    servePut(() =>
      problem(400, 'VALIDATION_FAILED', 'evidence: looks like no receipt we know', [
        { path: 'evidence', message: 'looks like no receipt we know' },
      ]),
    );
    const { events } = renderQueue();
    const dialog = await openDecision(events, 'PMJ-W00001');
    await events.click(within(dialog).getByRole('radio', { name: 'It was paid' }));
    await events.type(within(dialog).getByLabelText('Reason'), 'Receipt in the statement');
    await events.type(within(dialog).getByLabelText('Evidence'), 'NOPE');
    await events.click(within(dialog).getByRole('button', { name: 'Confirm decision' }));
    expect(await within(dialog).findByText('Looks like no receipt we know.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Evidence')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Decide PMJ-W00001' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ClosedDay, OpeningDay } from '@pamoja/contract/bookings';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { availabilityQueryOptions } from '../api/get-availability';
import {
  admin,
  BRANCH_ID,
  ok,
  ORGANISATION_ID,
  OTHER_BRANCH_ID,
  page,
  problem,
  SERVICE_ID,
} from '../testing/fixtures';
import { BookingServicesRoute } from '../routes/booking-services';

// 22:30 UTC on Sunday 3 March 2030 is already Monday 4 March in Nairobi: "upcoming" starts there.
const NOW = new Date('2030-03-03T22:30:00Z');
const TODAY = '2030-03-04';

const branch = (id: string, name: string) => ({
  id,
  name,
  address: null,
  staffLocationCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const week: OpeningDay[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  closed: weekday === 7,
  opensAt: weekday === 7 ? null : '08:00',
  closesAt: weekday === 7 ? null : '17:00',
}));

let next = 0;
const closedDay = (branchId: string, date: string, reason: string | null): ClosedDay => ({
  id: `4d5e6f7a-8b9c-4d0e-8f1a-${String(++next).padStart(12, '0')}`,
  branchId,
  date,
  reason,
});

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: unknown;
}

/**
 * The closed-days routes over an in-memory list, as the service answers them: soonest first,
 * `from` and pages applied, 409 `CLOSED_DAY_EXISTS` on a day already closed.
 */
function serve(days: ClosedDay[]) {
  const calls: Call[] = [];
  const record = (request: Request, body?: unknown) => {
    const url = new URL(request.url);
    calls.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      ...(body === undefined ? {} : { body }),
    });
    return url;
  };
  server.use(
    http.get('*/api/v1/booking-services', () => page([])),
    http.get('*/api/v1/branches', () =>
      page([branch(BRANCH_ID, 'Nairobi CBD'), branch(OTHER_BRANCH_ID, 'Kisumu')]),
    ),
    http.get('*/api/v1/branches/:id/opening-hours', ({ params }) =>
      ok({ branchId: params.id, timeZone: 'Africa/Nairobi', custom: false, days: week }),
    ),
    http.get('*/api/v1/branches/:id/closed-days', ({ request, params }) => {
      const url = record(request);
      const from = url.searchParams.get('from') ?? '';
      const pageNumber = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 100);
      const found = days
        .filter((day) => day.branchId === params.id && day.date >= from)
        .sort((a, b) => a.date.localeCompare(b.date));
      return HttpResponse.json({
        message: 'Success',
        data: found.slice((pageNumber - 1) * limit, pageNumber * limit),
        pagination: { page: pageNumber, limit, total: found.length },
      });
    }),
    http.post('*/api/v1/branches/:id/closed-days', async ({ request, params }) => {
      const body = (await request.json()) as { date: string; reason?: string };
      record(request, body);
      if (days.some((day) => day.branchId === params.id && day.date === body.date)) {
        return problem(409, 'CLOSED_DAY_EXISTS', 'This branch is already closed on that day.');
      }
      const added = closedDay(String(params.id), body.date, body.reason ?? null);
      days.push(added);
      return ok(added, `The branch is closed on ${added.date}.`, 201);
    }),
    http.delete('*/api/v1/branches/:id/closed-days/:dayId', ({ request, params }) => {
      record(request);
      const index = days.findIndex((day) => day.id === params.dayId);
      if (index === -1) return problem(404, 'NOT_FOUND', 'Closed day not found.');
      days.splice(index, 1);
      return ok(null, 'The branch opens that day again.');
    }),
  );
  return calls;
}

const closedDayCalls = (calls: Call[], method: string) =>
  calls.filter((call) => call.method === method && call.path.includes('/closed-days'));

function renderServices() {
  signIn(admin, ORGANISATION_ID);
  const events = userEvent.setup();
  const view = renderRoutes(
    [{ path: '/bookings/services', element: <BookingServicesRoute /> }],
    '/bookings/services',
  );
  return { events, queryClient: view.queryClient };
}

const panel = async () =>
  (await screen.findByRole('heading', { name: 'Closed days' })).closest('section') as HTMLElement;

/** The rows' text in order, header row left out. */
const rowTexts = (region: HTMLElement) =>
  within(within(region).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

/** Slots of one service at a branch on a day, as the booking screens cache them. */
const availabilityKey = (branchId: string, date: string) =>
  availabilityQueryOptions({ serviceId: SERVICE_ID, branchId, date }, ORGANISATION_ID).queryKey;

beforeEach(() => {
  // Only the clock: user-event and the toaster keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('closed days on /bookings/services', () => {
  test('lists the chosen branch’s days from today in Nairobi, soonest first, with reasons', async () => {
    const calls = serve([
      closedDay(BRANCH_ID, '2030-12-25', 'Christmas Day'),
      closedDay(BRANCH_ID, '2030-03-05', 'Stock-taking'),
      closedDay(BRANCH_ID, '2030-03-01', 'Already past'),
      closedDay(OTHER_BRANCH_ID, '2030-05-01', 'Labour Day'),
    ]);
    const { events } = renderServices();
    const region = await panel();
    await within(region).findByRole('table', { name: 'Closed days of Nairobi CBD' });

    expect(rowTexts(region)).toEqual([
      expect.stringContaining('Tuesday, March 5, 2030'),
      expect.stringContaining('Wednesday, December 25, 2030'),
    ]);
    const first = within(region).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getAllByText('Stock-taking').length).toBeGreaterThan(0);
    expect(within(region).queryByText(/Already past/)).toBeNull();
    expect(closedDayCalls(calls, 'GET')[0]).toEqual({
      method: 'GET',
      path: `/api/v1/branches/${BRANCH_ID}/closed-days`,
      query: { from: TODAY, page: '1', limit: '10' },
    });

    // The branch chosen for the opening hours is the one whose closed days are listed.
    await events.selectOptions(screen.getByLabelText('Branch'), 'Kisumu');
    await screen.findByRole('table', { name: 'Closed days of Kisumu' });
    const kisumu = await panel();
    expect(rowTexts(kisumu)).toEqual([expect.stringContaining('Wednesday, May 1, 2030')]);
    expect(within(kisumu).queryByText(/Stock-taking/)).toBeNull();
    expect(closedDayCalls(calls, 'GET').at(-1)?.path).toBe(
      `/api/v1/branches/${OTHER_BRANCH_ID}/closed-days`,
    );
  });

  test('pages through more days than fit on one page', async () => {
    const days = Array.from({ length: 12 }, (_, i) =>
      closedDay(BRANCH_ID, `2030-04-${String(i + 10).padStart(2, '0')}`, `Audit ${i + 1}`),
    );
    const calls = serve(days);
    const { events } = renderServices();
    const region = await panel();
    await within(region).findByRole('table');
    expect(rowTexts(region)).toHaveLength(10);
    expect(within(region).getByText('1–10 of 12')).toBeInTheDocument();

    await events.click(within(region).getByRole('button', { name: 'Next' }));
    await within(region).findByText('11–12 of 12');
    expect(rowTexts(region)).toEqual([
      expect.stringContaining('Saturday, April 20, 2030'),
      expect.stringContaining('Sunday, April 21, 2030'),
    ]);
    expect(closedDayCalls(calls, 'GET').at(-1)?.query).toEqual({
      from: TODAY,
      page: '2',
      limit: '10',
    });
  });

  test('says the branch follows its opening hours when no day is closed ahead', async () => {
    serve([closedDay(BRANCH_ID, '2030-02-14', 'Before today')]);
    renderServices();
    const region = await panel();
    expect(
      await within(region).findByText(
        'No closed days ahead: the branch follows its opening hours.',
      ),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('table')).toBeNull();
    // Adding stays one click away.
    expect(within(region).getByRole('button', { name: 'Add a closed day' })).toBeEnabled();
  });

  test('a failed load says why and tries again on request', async () => {
    serve([closedDay(BRANCH_ID, '2030-03-05', 'Stock-taking')]);
    let failures = 1;
    server.use(
      http.get('*/api/v1/branches/:id/closed-days', () => {
        if (failures-- > 0) return problem(500, 'INTERNAL', 'The service is resting.');
        return undefined;
      }),
    );
    const { events } = renderServices();
    const region = await panel();
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('The service is resting.');

    await events.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('Tuesday, March 5, 2030')).toBeInTheDocument();
  });

  test('adding checks the day and the reason here, then posts them and refreshes the list', async () => {
    const calls = serve([closedDay(BRANCH_ID, '2030-03-05', 'Stock-taking')]);
    const { events, queryClient } = renderServices();
    const region = await panel();
    await within(region).findByText('Tuesday, March 5, 2030');
    // Slots the booking screens may hold: that branch and day, another day, another branch.
    for (const key of [
      availabilityKey(BRANCH_ID, '2030-03-06'),
      availabilityKey(BRANCH_ID, '2030-03-07'),
      availabilityKey(OTHER_BRANCH_ID, '2030-03-06'),
    ]) {
      queryClient.setQueryData(key, { closed: false, slots: [] });
    }

    await events.click(within(region).getByRole('button', { name: 'Add a closed day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a closed day' });
    const date = within(dialog).getByLabelText('Date');
    const reason = within(dialog).getByLabelText('Reason');
    expect(date).toHaveAttribute('min', TODAY);
    expect(reason).toHaveAttribute('maxLength', '200');

    await events.click(within(dialog).getByRole('button', { name: 'Add closed day' }));
    expect(await within(dialog).findByText('Choose a date.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Enter a reason, such as a public holiday.'),
    ).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');

    await events.type(date, '2030-03-03');
    await events.type(reason, '   ');
    await events.click(within(dialog).getByRole('button', { name: 'Add closed day' }));
    expect(await within(dialog).findByText('Must be today or a later day.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Enter a reason, such as a public holiday.'),
    ).toBeInTheDocument();
    expect(closedDayCalls(calls, 'POST')).toEqual([]);

    await events.clear(date);
    await events.type(date, '2030-03-06');
    await events.clear(reason);
    await events.type(reason, '  Quarter-end stock-taking ');
    await events.click(within(dialog).getByRole('button', { name: 'Add closed day' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(closedDayCalls(calls, 'POST')).toEqual([
      {
        method: 'POST',
        path: `/api/v1/branches/${BRANCH_ID}/closed-days`,
        query: {},
        body: { date: '2030-03-06', reason: 'Quarter-end stock-taking' },
      },
    ]);
    expect(await screen.findByText('The branch is closed on 2030-03-06.')).toBeInTheDocument();
    await waitFor(() =>
      expect(rowTexts(region)).toEqual([
        expect.stringContaining('Tuesday, March 5, 2030'),
        expect.stringContaining('Wednesday, March 6, 2030'),
      ]),
    );
    expect(closedDayCalls(calls, 'GET')).toHaveLength(2);
    // Only that branch's slots on that day are asked for again.
    expect(queryClient.getQueryState(availabilityKey(BRANCH_ID, '2030-03-06'))?.isInvalidated).toBe(
      true,
    );
    expect(queryClient.getQueryState(availabilityKey(BRANCH_ID, '2030-03-07'))?.isInvalidated).toBe(
      false,
    );
    expect(
      queryClient.getQueryState(availabilityKey(OTHER_BRANCH_ID, '2030-03-06'))?.isInvalidated,
    ).toBe(false);
  });

  test('a day already closed (409) shows the server’s words in the dialog, which stays open', async () => {
    const calls = serve([closedDay(BRANCH_ID, '2030-03-05', 'Stock-taking')]);
    const { events } = renderServices();
    const region = await panel();
    await within(region).findByText('Tuesday, March 5, 2030');

    await events.click(within(region).getByRole('button', { name: 'Add a closed day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a closed day' });
    await events.type(within(dialog).getByLabelText('Date'), '2030-03-05');
    await events.type(within(dialog).getByLabelText('Reason'), 'Public holiday');
    await events.click(within(dialog).getByRole('button', { name: 'Add closed day' }));

    const message = await within(dialog).findByText('This branch is already closed on that day.');
    expect(message).toHaveClass('invalid-feedback');
    expect(within(dialog).getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true');
    // Said once, in the dialog: not a toast as well.
    expect(screen.getAllByText('This branch is already closed on that day.')).toHaveLength(1);
    expect(closedDayCalls(calls, 'POST')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Add a closed day' })).toBeInTheDocument();
    expect(rowTexts(region)).toHaveLength(1);
  });

  test('opening a day again asks first, then deletes it and refreshes the list', async () => {
    const stockTaking = closedDay(BRANCH_ID, '2030-03-05', 'Stock-taking');
    const calls = serve([stockTaking, closedDay(BRANCH_ID, '2030-12-25', 'Christmas Day')]);
    const { events, queryClient } = renderServices();
    const region = await panel();
    await within(region).findByText('Tuesday, March 5, 2030');
    queryClient.setQueryData(availabilityKey(BRANCH_ID, '2030-03-05'), {
      closed: true,
      slots: [],
    });
    queryClient.setQueryData(availabilityKey(BRANCH_ID, '2030-12-25'), {
      closed: true,
      slots: [],
    });

    const opener = within(region).getByRole('button', {
      name: 'Open again on Tuesday, March 5, 2030',
    });
    await events.click(opener);
    let dialog = await screen.findByRole('dialog', { name: 'Open again on Tue, Mar 5?' });
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(closedDayCalls(calls, 'DELETE')).toEqual([]);

    await events.click(opener);
    dialog = await screen.findByRole('dialog', { name: 'Open again on Tue, Mar 5?' });
    await events.click(within(dialog).getByRole('button', { name: 'Open again' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(closedDayCalls(calls, 'DELETE')).toEqual([
      {
        method: 'DELETE',
        path: `/api/v1/branches/${BRANCH_ID}/closed-days/${stockTaking.id}`,
        query: {},
      },
    ]);
    expect(await screen.findByText('The branch opens that day again.')).toBeInTheDocument();
    await waitFor(() =>
      expect(rowTexts(region)).toEqual([expect.stringContaining('Wednesday, December 25, 2030')]),
    );
    expect(queryClient.getQueryState(availabilityKey(BRANCH_ID, '2030-03-05'))?.isInvalidated).toBe(
      true,
    );
    expect(queryClient.getQueryState(availabilityKey(BRANCH_ID, '2030-12-25'))?.isInvalidated).toBe(
      false,
    );
  });
});

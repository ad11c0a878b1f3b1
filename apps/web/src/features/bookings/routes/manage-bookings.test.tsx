import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import type { UserData } from '@pamoja/contract/auth';
import type { Booking } from '@pamoja/contract/bookings';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import {
  agent,
  booking,
  BRANCH_ID,
  member,
  ok,
  ORGANISATION_ID,
  OTHER_BRANCH_ID,
  page,
  problem,
  service,
  SERVICE_ID,
  slot,
} from '../testing/fixtures';
import { ManageBookingsRoute } from './manage-bookings';

// Each flow clicks through a dialog or two; on a busy CI machine that exceeds 5 s.

function serve(bookings: Booking[]) {
  const lists: URL[] = [];
  server.use(
    http.get('*/api/v1/booking-services', () => page([service()])),
    http.get('*/api/v1/bookings', ({ request }) => {
      lists.push(new URL(request.url));
      return page(bookings);
    }),
  );
  return lists;
}

function renderDesk(path = '/bookings/manage', user: UserData = agent) {
  signIn(user, ORGANISATION_ID);
  const events = userEvent.setup();
  const view = renderRoutes([{ path: '/bookings/manage', element: <ManageBookingsRoute /> }], path);
  return { events, router: view.router };
}

const rowOf = async (name: string) =>
  (await screen.findByText(name)).closest('tr') as HTMLTableRowElement;
const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('/bookings/manage', () => {
  test('confirm replaces that row with the answer, without fetching the list again', async () => {
    const lists = serve([booking(1), booking(2)]);
    const sent: unknown[] = [];
    server.use(
      http.put('*/api/v1/bookings/:id/status', async ({ request, params }) => {
        sent.push({ id: params.id, body: await request.json() });
        return ok(booking(1, { status: 'CONFIRMED', version: 2 }), 'Booking confirmed.');
      }),
    );
    const { events } = renderDesk();
    const row = await rowOf('Member 1');
    await events.click(within(row).getByRole('button', { name: 'Confirm' }));
    expect(await within(row).findByText('Confirmed')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        id: booking(1).id,
        body: { status: 'CONFIRMED', expectedStatus: 'REQUESTED', version: 1 },
      },
    ]);
    // The confirmed booking now offers the moves the table allows from CONFIRMED.
    expect(within(row).getByRole('button', { name: 'Complete' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(within(await rowOf('Member 2')).getByText('Requested')).toBeInTheDocument();
    expect(lists).toHaveLength(1);
  });

  test('a 409 shows the server’s message and reads that row again', async () => {
    serve([booking(1)]);
    server.use(
      http.put('*/api/v1/bookings/:id/status', () =>
        problem(409, 'BOOKING_CHANGED', 'Someone changed this booking first. Look again.'),
      ),
      http.get('*/api/v1/bookings/:id', () =>
        ok(booking(1, { status: 'DECLINED', reason: 'Full day', version: 2 })),
      ),
    );
    const { events } = renderDesk();
    const row = await rowOf('Member 1');
    await events.click(within(row).getByRole('button', { name: 'Confirm' }));
    expect(
      await notifications().findByText('Someone changed this booking first. Look again.'),
    ).toBeInTheDocument();
    expect(await within(row).findByText('Declined')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  test('decline needs a reason before anything is sent', async () => {
    serve([booking(1)]);
    const sent: unknown[] = [];
    server.use(
      http.put('*/api/v1/bookings/:id/status', async ({ request }) => {
        sent.push(await request.json());
        return ok(booking(1, { status: 'DECLINED', version: 2 }), 'Booking declined.');
      }),
    );
    const { events } = renderDesk();
    const row = await rowOf('Member 1');
    await events.click(within(row).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this booking?' });
    await events.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Must be at least 3 characters.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await events.type(within(dialog).getByLabelText('Reason'), 'No officer that day');
    await events.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          status: 'DECLINED',
          reason: 'No officer that day',
          expectedStatus: 'REQUESTED',
          version: 1,
        },
      ]),
    );
    expect(await within(row).findByText('Declined')).toBeInTheDocument();
  });

  test('each row offers only the moves the table allows, never the member’s cancel', async () => {
    serve([booking(1, { status: 'CONFIRMED' }), booking(2, { status: 'COMPLETED' })]);
    renderDesk();
    const confirmed = await rowOf('Member 1');
    const names = within(confirmed)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['Complete', 'No-show', 'Reschedule']);
    expect(within(await rowOf('Member 2')).queryByRole('button')).toBeNull();
  });

  test('filters go to the URL and to the API', async () => {
    const lists = serve([booking(1)]);
    const { events, router } = renderDesk();
    await rowOf('Member 1');
    const filters = screen.getByRole('group', { name: 'Filter bookings' });
    await events.selectOptions(within(filters).getByLabelText('Status'), 'Confirmed');
    await events.selectOptions(within(filters).getByLabelText('Branch'), 'Nairobi CBD');
    await waitFor(() => expect(lists.at(-1)?.searchParams.get('branchId')).toBe(BRANCH_ID));
    expect(lists.at(-1)?.searchParams.get('status')).toBe('CONFIRMED');
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('status')).toBe('CONFIRMED');
    expect(search.get('branchId')).toBe(BRANCH_ID);
  });

  test('the week view shows a booking on its day, asking for that branch and week', async () => {
    // 2030-03-06 is a Wednesday; 06:00 UTC is 09:00 in Nairobi.
    const lists = serve([
      booking(1, { startsAt: '2030-03-06T06:00:00.000Z', endsAt: '2030-03-06T06:30:00.000Z' }),
    ]);
    const { events } = renderDesk(`/bookings/manage?view=week&week=2030-03-04`);
    const wednesday = await screen.findByRole('listitem', { name: /Wednesday/ });
    const block = await within(wednesday).findByRole('button', { name: /Member 1/ });
    expect(block).toHaveTextContent('09:00–09:30');
    expect(
      within(screen.getByRole('listitem', { name: /Monday/ })).getByText('No bookings'),
    ).toBeInTheDocument();
    const asked = lists.at(-1);
    expect(asked?.searchParams.get('from')).toBe('2030-03-04');
    expect(asked?.searchParams.get('to')).toBe('2030-03-10');
    // No branch in the URL: the first by name (Kisumu) is shown.
    expect(asked?.searchParams.get('branchId')).toBe(OTHER_BRANCH_ID);

    await events.click(block);
    const dialog = await screen.findByRole('dialog', { name: 'Booking' });
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Close' }));
    await events.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(lists.at(-1)?.searchParams.get('from')).toBe('2030-03-11'));
  });

  test('reschedule picks a new slot of the booking’s service and branch', async () => {
    serve([booking(1, { status: 'CONFIRMED' })]);
    const asked: URL[] = [];
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/v1/bookings/availability', ({ request }) => {
        asked.push(new URL(request.url));
        return ok({ closed: false, slots: [slot(11)], serviceId: SERVICE_ID, branchId: BRANCH_ID });
      }),
      http.put('*/api/v1/bookings/:id/status', async ({ request }) => {
        sent.push(await request.json());
        return ok(booking(1, { status: 'RESCHEDULED', version: 2 }), 'Booking moved.');
      }),
    );
    const { events } = renderDesk();
    const row = await rowOf('Member 1');
    await events.click(within(row).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule booking' });
    const move = within(dialog).getByRole('button', { name: 'Move booking' });
    expect(move).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Day'), { target: { value: '2030-03-04' } });
    await events.click(await within(dialog).findByRole('button', { name: '11:00, 2 places left' }));
    expect(asked[0]?.searchParams.get('serviceId')).toBe(SERVICE_ID);
    expect(asked[0]?.searchParams.get('branchId')).toBe(BRANCH_ID);
    await events.click(move);
    await waitFor(() =>
      expect(sent).toEqual([
        {
          status: 'RESCHEDULED',
          startsAt: slot(11).startsAt,
          expectedStatus: 'CONFIRMED',
          version: 1,
        },
      ]),
    );
    expect(await within(row).findByText('Rescheduled')).toBeInTheDocument();
  });

  test('a member is told the desk is not for them, and nothing is asked', async () => {
    const lists = serve([booking(1)]);
    renderDesk('/bookings/manage', member);
    expect(await screen.findByText('Your role may not use this page.')).toBeInTheDocument();
    expect(lists).toEqual([]);
  });
});

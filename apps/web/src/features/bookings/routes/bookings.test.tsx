import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import type { Booking, Slot } from '@pamoja/contract/bookings';
import { saveDownload } from '../../../shared/files/save-download';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import {
  booking,
  BRANCH_ID,
  member,
  ok,
  ORGANISATION_ID,
  page,
  service,
  SERVICE_ID,
  slot,
} from '../testing/fixtures';
import { BookingsRoute } from './bookings';

vi.mock('../../../shared/files/save-download', () => ({ saveDownload: vi.fn() }));
// Each flow types and clicks through several steps; on a busy CI machine that exceeds 5 s.

function serve({ bookings = [] as Booking[], slots = [slot(9), slot(10, 0)] as Slot[] } = {}) {
  const asked: URL[] = [];
  server.use(
    http.get('*/api/v1/booking-services', () => page([service()])),
    http.get('*/api/v1/bookings/availability', ({ request }) => {
      asked.push(new URL(request.url));
      return ok({
        serviceId: SERVICE_ID,
        branchId: BRANCH_ID,
        date: '2030-03-04',
        timeZone: 'Africa/Nairobi',
        closed: false,
        slots,
      });
    }),
    http.get('*/api/v1/bookings', () => page(bookings)),
  );
  return asked;
}

function renderBookings() {
  signIn(member, ORGANISATION_ID);
  const events = userEvent.setup();
  renderRoutes([{ path: '/bookings', element: <BookingsRoute /> }], '/bookings');
  return events;
}

/** Service, branch and day: the slots of that day are then on screen. */
async function chooseDay(events: ReturnType<typeof userEvent.setup>) {
  await events.click(await screen.findByRole('button', { name: /Loan consultation/ }));
  await events.selectOptions(screen.getByLabelText('Branch'), 'Nairobi CBD');
  fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2030-03-04' } });
}

const rowOf = async (text: string) =>
  (await screen.findByText(text)).closest('tr') as HTMLTableRowElement;

describe('/bookings', () => {
  test('books a free slot: availability for service, branch and day, then POST with a key', async () => {
    const asked = serve();
    const sent: { body: unknown; key: string | null }[] = [];
    server.use(
      http.post('*/api/v1/bookings', async ({ request }) => {
        sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
        return ok(booking(7, { startsAt: slot(9).startsAt }), 'Booking requested.', 201);
      }),
    );
    const events = renderBookings();
    expect(await screen.findByText('30 minutes')).toBeInTheDocument();
    await chooseDay(events);
    const nine = await screen.findByRole('button', { name: '09:00, 2 places left' });
    expect(asked[0]?.searchParams.get('serviceId')).toBe(SERVICE_ID);
    expect(asked[0]?.searchParams.get('branchId')).toBe(BRANCH_ID);
    expect(asked[0]?.searchParams.get('date')).toBe('2030-03-04');
    // A full slot is shown but cannot be chosen.
    expect(screen.getByRole('button', { name: '10:00, Full' })).toBeDisabled();

    await events.click(nine);
    expect(nine).toHaveAttribute('aria-pressed', 'true');
    await events.type(screen.getByLabelText('Notes (optional)'), 'First visit');
    expect(screen.getByText('11 / 500')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Confirm booking' }));

    expect(await screen.findByText('Booking requested')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      serviceId: SERVICE_ID,
      branchId: BRANCH_ID,
      startsAt: slot(9).startsAt,
      notes: 'First visit',
    });
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('a refused slot shows the server’s reason and books nothing', async () => {
    serve();
    server.use(
      http.post('*/api/v1/bookings', () =>
        HttpResponse.json(
          { statusCode: 422, code: 'SLOT_FULL', errorMessage: 'This time is full.' },
          { status: 422 },
        ),
      ),
    );
    const events = renderBookings();
    await chooseDay(events);
    await events.click(await screen.findByRole('button', { name: '09:00, 2 places left' }));
    await events.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This time is full.');
    expect(screen.queryByText('Booking requested')).toBeNull();
  });

  test('a day without free times says to try another day', async () => {
    serve({ slots: [] });
    const events = renderBookings();
    await chooseDay(events);
    expect(
      await screen.findByText('No free times on this day — try another day.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm booking' })).toBeNull();
  });

  test('my bookings: an empty list says so', async () => {
    serve();
    renderBookings();
    expect(await screen.findByText('You have no bookings yet.')).toBeInTheDocument();
  });

  test('cancel asks for confirmation and a reason, then shows the answer in place', async () => {
    serve({ bookings: [booking(1, { status: 'CONFIRMED' })] });
    const sent: unknown[] = [];
    server.use(
      http.put('*/api/v1/bookings/:id/status', async ({ request }) => {
        sent.push(await request.json());
        return ok(booking(1, { status: 'CANCELLED', version: 2 }), 'Booking cancelled.');
      }),
    );
    const events = renderBookings();
    const row = await rowOf('Confirmed');
    // 06:00 UTC is 09:00 in Nairobi.
    expect(within(row).getByText(/09:00/)).toBeInTheDocument();
    expect(within(row).getByText('Confirmed')).toBeInTheDocument();
    await events.click(within(row).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await events.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText('Must be at least 3 characters.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await events.type(within(dialog).getByLabelText('Reason'), 'Travelling');
    await events.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { status: 'CANCELLED', reason: 'Travelling', expectedStatus: 'CONFIRMED', version: 1 },
      ]),
    );
    expect(await within(row).findByText('Cancelled')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  test('“Add to calendar” saves the .ics of a confirmed booking', async () => {
    serve({ bookings: [booking(1, { status: 'CONFIRMED' }), booking(2)] });
    server.use(
      http.get(
        '*/api/v1/bookings/:id/calendar.ics',
        () =>
          new HttpResponse('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
            headers: { 'content-type': 'text/calendar; charset=utf-8' },
          }),
      ),
    );
    const events = renderBookings();
    const buttons = await screen.findAllByRole('button', { name: 'Add to calendar' });
    // Only the confirmed booking has a calendar file.
    expect(buttons).toHaveLength(1);
    await events.click(buttons[0] as HTMLElement);
    await waitFor(() => expect(saveDownload).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(saveDownload).mock.calls[0] ?? [];
    expect(name).toBe(`booking-${booking(1).id}.ics`);
    expect(await (blob as Blob).text()).toContain('BEGIN:VCALENDAR');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import type { UserData } from '@pamoja/contract/auth';
import type { OpeningDay } from '@pamoja/contract/bookings';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import {
  admin,
  agent,
  BRANCH_ID,
  ok,
  ORGANISATION_ID,
  OTHER_BRANCH_ID,
  page,
  service,
} from '../testing/fixtures';
import { BookingServicesRoute } from './booking-services';

// Each flow fills a dialog; on a busy CI machine that exceeds 5 s.

const branch = (id: string, name: string) => ({
  id,
  name,
  address: null,
  staffLocationCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const defaultWeek: OpeningDay[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  closed: weekday === 7,
  opensAt: weekday === 7 ? null : weekday === 6 ? '09:00' : '08:00',
  closesAt: weekday === 7 ? null : weekday === 6 ? '13:00' : '17:00',
}));

function serve() {
  server.use(
    http.get('*/api/v1/booking-services', () => page([service({ active: false })])),
    http.get('*/api/v1/branches', () =>
      page([branch(BRANCH_ID, 'Nairobi CBD'), branch(OTHER_BRANCH_ID, 'Kisumu')]),
    ),
    http.get('*/api/v1/branches/:id/opening-hours', ({ params }) =>
      ok({ branchId: params.id, timeZone: 'Africa/Nairobi', custom: false, days: defaultWeek }),
    ),
    // The closed days have their own tests (components/closed-days-panel.test.tsx).
    http.get('*/api/v1/branches/:id/closed-days', () => page([])),
  );
}

function renderServices(user: UserData = admin) {
  signIn(user, ORGANISATION_ID);
  const events = userEvent.setup();
  renderRoutes(
    [{ path: '/bookings/services', element: <BookingServicesRoute /> }],
    '/bookings/services',
  );
  return events;
}

describe('/bookings/services', () => {
  test('lists services and creates one with the contract’s checks first', async () => {
    serve();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/v1/booking-services', async ({ request }) => {
        bodies.push(await request.json());
        return ok(service({ name: 'Account opening' }), 'Service created.', 201);
      }),
    );
    const events = renderServices();
    const row = (await screen.findByText('Loan consultation')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Inactive')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'New service' }));
    const dialog = await screen.findByRole('dialog', { name: 'New service' });
    await within(dialog).findByLabelText('Kisumu');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be at least 2 characters.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one branch.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await events.type(within(dialog).getByLabelText('Name'), 'Account opening');
    await events.clear(within(dialog).getByLabelText('Duration (minutes)'));
    await events.type(within(dialog).getByLabelText('Duration (minutes)'), '45');
    await events.click(within(dialog).getByLabelText('Kisumu'));
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          name: 'Account opening',
          description: null,
          durationMinutes: 45,
          bufferMinutes: 0,
          capacity: 1,
          branchIds: [OTHER_BRANCH_ID],
          active: true,
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('opening hours: a closing time before opening is refused here, a good week is sent', async () => {
    serve();
    const bodies: unknown[] = [];
    server.use(
      http.put('*/api/v1/branches/:id/opening-hours', async ({ request, params }) => {
        const body = (await request.json()) as { days: OpeningDay[] };
        bodies.push({ id: params.id, body });
        return ok({
          branchId: params.id,
          timeZone: 'Africa/Nairobi',
          custom: true,
          days: defaultWeek,
        });
      }),
    );
    const events = renderServices();
    const closes = await screen.findByLabelText('Closes on Monday');
    await events.clear(closes);
    await events.type(closes, '07:00');
    await events.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('Must be after the opening time.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await events.clear(closes);
    await events.type(closes, '16:00');
    await events.click(screen.getByLabelText('Closed on Saturday'));
    await events.click(screen.getByRole('button', { name: 'Save hours' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const sent = bodies[0] as { id: string; body: { days: unknown[] } };
    expect(sent.id).toBe(BRANCH_ID);
    expect(sent.body.days[0]).toEqual({
      weekday: 1,
      closed: false,
      opensAt: '08:00',
      closesAt: '16:00',
    });
    expect(sent.body.days[5]).toEqual({ weekday: 6, closed: true });
  });

  test('an agent is told the page is not for them', async () => {
    serve();
    renderServices(agent);
    expect(await screen.findByText('Your role may not use this page.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New service' })).toBeNull();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test } from 'vitest';
import type { UserData } from '@pamoja/contract/auth';
import { ROLE_ABILITIES } from '@pamoja/contract/roles';
import { member } from '../../../shared/testing/fixtures';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { AdminHomeRoute } from './admin-home';

const ORGANISATION_ID = '0c9b8a7d-6e5f-4a3b-2c1d-0e9f8a7b6c5d';

const admin: UserData = {
  ...member,
  role: 'ADMIN',
  roles: ['ADMIN'],
  organisations: [{ id: ORGANISATION_ID, name: 'Pamoja Demo Sacco', roles: ['ADMIN'] }],
  ability: ROLE_ABILITIES.ADMIN,
};

function renderHome(organisationId: string | null = ORGANISATION_ID) {
  signIn(admin, organisationId);
  renderRoutes([{ path: '/admin', element: <AdminHomeRoute /> }], '/admin');
}

const series = Array.from({ length: 30 }, (_, index) => ({
  day: `2026-03-${index + 1}`,
  value: index,
}));
const figures = {
  role: 'ADMIN',
  members: 16,
  agents: 5,
  activeAgents: 4,
  wallet: { currency: 'KES', balance: 12_500, held: 500, available: 12_000 },
  leadsFunnel: {
    NEW: 7,
    APPROVED: 4,
    RECEIVED: 3,
    DISPATCHED: 9,
    SUSPENDED: 1,
    REJECTED: 2,
    CANCELLED: 1,
  },
  orders: { paid: 3, revenue: 4_500 },
  bookingsToday: { total: 2, byStatus: { CONFIRMED: 2 } },
  leadsDaily: series,
  revenueDaily: series,
  membersDaily: series,
};

const completions = { enrolled: 12, withdrawn: 2, completed: 4, completionRate: 0.4 };

beforeEach(() => {
  server.use(
    http.get('*/lms/v1/completion-rate', () =>
      HttpResponse.json({ message: 'Success', data: completions }),
    ),
  );
});

describe('/admin', () => {
  test('shows the organisation’s figures, each card a link into its list', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/api/v1/dashboard/statistics', ({ request }) => {
        asked.push(request.headers.get('x-organization'));
        return HttpResponse.json({ message: 'Success', data: figures });
      }),
    );
    renderHome();
    expect(await screen.findByTestId('admin-leads-new')).toHaveTextContent('7');
    expect(screen.getByTestId('admin-wallet')).toHaveTextContent(/^Ksh\s12,000$/);
    expect(screen.getByTestId('admin-revenue')).toHaveTextContent(/^Ksh\s4,500$/);
    expect(screen.getByTestId('admin-bookings-today')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Leads waiting for approval' })).toHaveAttribute(
      'href',
      '/leads?status=NEW',
    );
    expect(asked).toEqual([ORGANISATION_ID]);
  });

  test('a failure says why, with a retry that asks again', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/v1/dashboard/statistics', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { statusCode: 503, code: 'UNAVAILABLE', errorMessage: 'The figures are busy.' },
              { status: 503 },
            )
          : HttpResponse.json({ message: 'Success', data: figures });
      }),
    );
    renderHome();
    expect(await screen.findByRole('alert')).toHaveTextContent('The figures are busy.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('admin-members')).toHaveTextContent('16');
  });

  test('without a chosen organisation there are no figures to ask for', () => {
    renderHome(null);
    expect(screen.getByRole('status')).toHaveTextContent(/Choose an organisation/);
  });

  test('course completions come from the learning service, into its analytics', async () => {
    server.use(
      http.get('*/api/v1/dashboard/statistics', () =>
        HttpResponse.json({ message: 'Success', data: figures }),
      ),
    );
    renderHome();
    const card = await screen.findByRole('link', { name: 'Course completions' });
    expect(card).toHaveAttribute('href', '/learning/studio/analytics');
    expect(await screen.findByTestId('admin-completions')).toHaveTextContent('4');
    expect(card).toHaveTextContent('40% of 10 learners');
  });

  test('learning being down blanks its card alone', async () => {
    server.use(
      http.get('*/api/v1/dashboard/statistics', () =>
        HttpResponse.json({ message: 'Success', data: figures }),
      ),
      http.get('*/lms/v1/completion-rate', () =>
        HttpResponse.json(
          { statusCode: 503, code: 'UNAVAILABLE', errorMessage: 'Learning is resting.' },
          { status: 503 },
        ),
      ),
    );
    renderHome();
    expect(await screen.findByTestId('admin-members')).toHaveTextContent('16');
    const card = screen.getByRole('link', { name: 'Course completions' });
    await waitFor(() => expect(card).toHaveTextContent('This could not be loaded.'));
    expect(screen.getByTestId('admin-completions')).toHaveTextContent('—');
  });

  test('one learner is said in the singular', async () => {
    server.use(
      http.get('*/api/v1/dashboard/statistics', () =>
        HttpResponse.json({ message: 'Success', data: figures }),
      ),
      http.get('*/lms/v1/completion-rate', () =>
        HttpResponse.json({
          message: 'Success',
          data: { enrolled: 1, withdrawn: 0, completed: 0, completionRate: 0 },
        }),
      ),
    );
    renderHome();
    expect(await screen.findByText('0% of 1 learner')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { MemberStatistics } from '@pamoja/contract/dashboard';
import { member } from '../../../shared/testing/fixtures';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { MemberHomeRoute } from './member-home';

const figures: MemberStatistics = {
  role: 'MEMBER',
  wallet: { currency: 'KES', balance: 3_250, held: 250, available: 3_000 },
  recentTransactions: [
    {
      id: '7a1f0c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
      reference: 'TX-1',
      type: 'MPESA_TOPUP',
      direction: 'CREDIT',
      amount: 1_000,
      status: 'SUCCESS',
      createdAt: '2026-03-02T08:00:00.000Z',
    },
    {
      id: '8b2f0c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
      reference: 'TX-2',
      type: 'AIRTIME',
      direction: 'DEBIT',
      amount: 50,
      status: 'SUCCESS',
      createdAt: '2026-03-03T08:00:00.000Z',
    },
  ],
  airtimeThisMonth: 150,
  nextBooking: {
    id: '9c3f0c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
    status: 'CONFIRMED',
    startsAt: '2026-03-10T07:00:00.000Z',
    serviceName: 'Loan consultation',
    branchName: 'Westlands',
  },
};
const course = { id: 'c1', courseTitle: 'Saving with a chama', courseSlug: 'chama', percent: 40 };

function serve(statistics: MemberStatistics | Response, courses: unknown = [course]) {
  server.use(
    http.get('*/api/v1/dashboard/statistics', () =>
      statistics instanceof Response
        ? statistics
        : HttpResponse.json({ message: 'Success', data: statistics }),
    ),
    http.get('*/lms/v1/enrollments/me', ({ request }) => {
      // Only the courses still in progress are asked for.
      if (new URL(request.url).searchParams.get('status') !== 'ACTIVE') return HttpResponse.error();
      return courses instanceof Response
        ? courses
        : HttpResponse.json({ message: 'Success', data: courses });
    }),
  );
}

function renderHome() {
  signIn(member);
  renderRoutes([{ path: '/home', element: <MemberHomeRoute /> }], '/home');
}

const failure = (status: number, errorMessage: string) =>
  HttpResponse.json({ statusCode: status, code: 'UNAVAILABLE', errorMessage }, { status });

describe('/home (member)', () => {
  test('shows the balance with top-up and withdraw, and the quick actions', async () => {
    serve(figures);
    renderHome();
    expect(await screen.findByTestId('home-balance')).toHaveTextContent(/^Ksh\s3,000$/);
    expect(screen.getByText(/Ksh\s250 on hold/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top up' })).toHaveAttribute(
      'href',
      '/wallet?dialog=top-up',
    );
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/wallet?dialog=withdraw',
    );
    const actions = within(screen.getByRole('navigation', { name: 'Quick actions' }));
    expect(actions.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/airtime',
      '/airtime/groups',
      '/bookings',
      '/learning',
    ]);
    expect(screen.getByTestId('home-airtime')).toHaveTextContent(/Ksh\s150/);
  });

  test('lists recent transactions, courses in progress and the next booking', async () => {
    serve(figures);
    renderHome();
    expect(await screen.findByText('M-Pesa top-up')).toBeInTheDocument();
    expect(screen.getByText(/\+Ksh\s1,000/)).toBeInTheDocument();
    expect(screen.getByText(/−Ksh\s50/)).toBeInTheDocument();
    expect(screen.getByTestId('home-next-booking')).toHaveTextContent(
      /Loan consultation.*Westlands/,
    );
    const progress = await screen.findByRole('progressbar', { name: 'Saving with a chama' });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('link', { name: 'Saving with a chama' })).toHaveAttribute(
      'href',
      '/learning/courses/chama',
    );
  });

  test('a new member is shown where to start, not empty cards', async () => {
    serve({ ...figures, recentTransactions: [], nextBooking: null }, []);
    renderHome();
    expect(await screen.findByText(/No transactions yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a visit' })).toHaveAttribute('href', '/bookings');
    expect(await screen.findByRole('link', { name: 'Find a course' })).toHaveAttribute(
      'href',
      '/learning',
    );
    expect(screen.queryByTestId('home-next-booking')).not.toBeInTheDocument();
  });

  test('the figures failing say why, with a retry that asks again', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/v1/dashboard/statistics', () => {
        calls += 1;
        return calls === 1
          ? failure(503, 'The figures are busy.')
          : HttpResponse.json({ message: 'Success', data: figures });
      }),
      http.get('*/lms/v1/enrollments/me', () =>
        HttpResponse.json({ message: 'Success', data: [] }),
      ),
    );
    renderHome();
    expect(await screen.findByRole('alert')).toHaveTextContent('The figures are busy.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('home-balance')).toHaveTextContent(/3,000/);
  });

  test('learning being down leaves the money in view, and its card offers a retry', async () => {
    let calls = 0;
    serve(figures);
    server.use(
      http.get('*/lms/v1/enrollments/me', () => {
        calls += 1;
        return calls === 1
          ? failure(503, 'Learning is resting.')
          : HttpResponse.json({ message: 'Success', data: [course] });
      }),
    );
    renderHome();
    expect(await screen.findByTestId('home-balance')).toHaveTextContent(/3,000/);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('progressbar', { name: 'Saving with a chama' })).toBeVisible();
  });
});

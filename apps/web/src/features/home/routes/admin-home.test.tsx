import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
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

describe('/admin', () => {
  test('shows the organisation’s wallet', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/v1/accounts/organisation/:id', ({ params, request }) => {
        asked.push(`${String(params.id)} ${request.headers.get('x-organization')}`);
        return HttpResponse.json({
          message: 'Success',
          data: [{ currency: 'KES', balance: 12_500, available: 12_000, held: 500 }],
        });
      }),
    );
    renderHome();
    expect(
      await screen.findByRole('heading', { name: 'Wallet of Pamoja Demo Sacco' }),
    ).toBeVisible();
    expect(await screen.findByTestId('organisation-available')).toHaveTextContent(/^Ksh\s12,000$/);
    expect(screen.getByTestId('organisation-balance')).toHaveTextContent(/^Ksh\s12,500$/);
    expect(asked).toEqual([`${ORGANISATION_ID} ${ORGANISATION_ID}`]);
  });

  test('a failure says why, with a retry that asks again', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/v1/accounts/organisation/:id', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { statusCode: 503, code: 'UNAVAILABLE', errorMessage: 'The ledger is busy.' },
              { status: 503 },
            )
          : HttpResponse.json({
              message: 'Success',
              data: [{ currency: 'KES', balance: 0, available: 0, held: 0 }],
            });
      }),
    );
    renderHome();
    expect(await screen.findByRole('alert')).toHaveTextContent('The ledger is busy.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('organisation-available')).toHaveTextContent(/^Ksh\s0$/);
  });

  test('without a chosen organisation there is no wallet to ask for', () => {
    renderHome(null);
    expect(screen.getByRole('status')).toHaveTextContent(/Choose an organisation/);
  });
});

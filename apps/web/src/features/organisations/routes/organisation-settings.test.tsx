import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test } from 'vitest';
import type { Organisation } from '@pamoja/contract/organisations';
import { useSessionStore } from '../../../shared/session/session-store';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { admin, ORGANISATION_ID, OTHER_ORGANISATION_ID, page, problem } from '../testing/fixtures';
import { OrganisationSettingsRoute } from './organisation-settings';

const sacco: Organisation = {
  id: ORGANISATION_ID,
  name: 'Pamoja Demo Sacco',
  description: 'Savings and credit',
  roles: ['ADMIN', 'MEMBER'],
  memberCount: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function renderSettings() {
  signIn(admin, ORGANISATION_ID);
  const events = userEvent.setup();
  const view = renderRoutes(
    [
      { path: '/organisations/:id', element: <OrganisationSettingsRoute /> },
      { path: '/organisations', element: <p>The list</p> },
    ],
    `/organisations/${ORGANISATION_ID}`,
  );
  return { events, ...view };
}

const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('/organisations/:id', () => {
  // The page shows the members panel too; these tests are about the settings around it.
  beforeEach(() => {
    server.use(http.get('*/api/v1/organizations/:id/members', () => page([])));
  });

  test('saves the settings and shows a refusal on its field', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/v1/organizations/:id', () =>
        HttpResponse.json({ message: 'Success', data: sacco }),
      ),
      http.put('*/api/v1/organizations/:id', async ({ request }) => {
        bodies.push(await request.json());
        return problem(400, 'VALIDATION_FAILED', 'Check the form.', [
          { path: 'name', message: 'must be at most 100 characters' },
        ]);
      }),
    );
    const { events } = renderSettings();
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Pamoja Demo Sacco');
    await events.clear(name);
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/at least 2 characters/i)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await events.type(name, 'Pamoja Sacco');
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at most 100 characters.')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Pamoja Sacco', description: 'Savings and credit' }]);
  });

  test('deletes with the code: confirm, send, a wrong code, the right one, then moves away', async () => {
    const sent: string[] = [];
    const codes: unknown[] = [];
    server.use(
      http.get('*/api/v1/organizations/:id', () =>
        HttpResponse.json({ message: 'Success', data: sacco }),
      ),
      http.put('*/api/v1/organizations/send-delete-otp/:id', ({ params }) => {
        sent.push(String(params.id));
        return HttpResponse.json({
          message: 'We sent a 6-digit code to your phone and e-mail. It works for 5 minutes.',
          data: { expiresAt: '2026-01-01T00:05:00.000Z', channels: ['EMAIL', 'SMS'] },
        });
      }),
      http.put('*/api/v1/organizations/verify-delete-otp/:id', async ({ request }) => {
        const body = (await request.json()) as { otp: string };
        codes.push(body);
        if (body.otp !== '123456') return problem(400, 'OTP_WRONG', 'Wrong code. 4 tries left.');
        return HttpResponse.json({ message: 'The organisation is deleted.', data: null });
      }),
    );
    const { events, router } = renderSettings();
    await events.click(await screen.findByRole('button', { name: 'Delete organisation…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Pamoja Demo Sacco?' });
    expect(sent).toEqual([]);
    await events.click(within(dialog).getByRole('button', { name: 'Send the code' }));
    await waitFor(() => expect(sent).toEqual([ORGANISATION_ID]));
    expect(
      await notifications().findByText(/We sent a 6-digit code to your phone and e-mail/),
    ).toBeInTheDocument();

    const code = await screen.findByLabelText('Code');
    await events.type(code, '12');
    await events.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('Must be the 6-digit code we sent you.')).toBeInTheDocument();
    expect(codes).toEqual([]);

    await events.clear(code);
    await events.type(code, '654321');
    await events.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('Wrong code. 4 tries left.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(useSessionStore.getState().organisationId).toBe(ORGANISATION_ID);

    await events.clear(code);
    await events.type(code, '123456');
    await events.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await notifications().findByText('The organisation is deleted.')).toBeInTheDocument();
    expect(codes).toEqual([{ otp: '654321' }, { otp: '123456' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisations'));
    expect(useSessionStore.getState().organisationId).toBe(OTHER_ORGANISATION_ID);
  });
});

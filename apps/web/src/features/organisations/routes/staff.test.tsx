import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { Branch, StaffLocation } from '@pamoja/contract/branches';
import type { Staff } from '@pamoja/contract/staff';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { admin, ORGANISATION_ID, page, problem } from '../testing/fixtures';
import { StaffRoute } from './staff';

const branch: Branch = {
  id: '9f8e7d6c-5b4a-4321-8fed-cba987654321',
  name: 'Nairobi CBD',
  address: null,
  staffLocationCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const location: StaffLocation = {
  id: '8e7d6c5b-4a39-4210-8fed-cba987654322',
  branchId: branch.id,
  branchName: branch.name,
  name: 'Moi Avenue desk',
  county: 'Nairobi',
  gps: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const elsewhere: StaffLocation = {
  ...location,
  id: '7d6c5b4a-3928-4210-8fed-cba987654323',
  branchId: '6c5b4a39-2817-4210-8fed-cba987654324',
  name: 'Mombasa desk',
};
const amina: Staff = {
  userId: '3e4d5c6b-7a89-4b0c-9d1e-2f3a4b5c6d7e',
  firstName: 'Amina',
  lastName: 'Hassan',
  fullName: 'Amina Hassan',
  email: 'agent@pamoja.test',
  phoneNumber: '254700000003',
  status: 'ACTIVE',
  roles: ['AGENT', 'MEMBER'],
  branch: { id: branch.id, name: branch.name },
  staffLocation: null,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function serve() {
  server.use(
    http.get('*/api/v1/users/staff', () => page([amina])),
    http.get('*/api/v1/branches', () => page([branch])),
    http.get('*/api/v1/staff-locations', () => page([location, elsewhere])),
  );
}

function renderStaff() {
  signIn(admin, ORGANISATION_ID);
  const events = userEvent.setup();
  renderRoutes([{ path: '/staff', element: <StaffRoute /> }], '/staff');
  return events;
}

describe('/staff', () => {
  test('adds staff: needs a contact and a branch, offers that branch’s locations', async () => {
    serve();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/v1/users/add-staff', async ({ request }) => {
        bodies.push(await request.json());
        return problem(409, 'ALREADY_MEMBER', 'This person is already a member.');
      }),
    );
    const events = renderStaff();
    await screen.findByRole('cell', { name: 'Amina Hassan' });
    await events.click(screen.getByRole('button', { name: 'Add staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add staff' });
    await within(dialog).findByRole('option', { name: 'Nairobi CBD' });
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter an e-mail address or a phone number.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a branch.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await events.type(within(dialog).getByLabelText('E-mail'), 'agent@pamoja.test');
    await events.selectOptions(within(dialog).getByLabelText('Branch'), 'Nairobi CBD');
    const locations = within(dialog).getByLabelText('Staff location');
    expect(within(locations).queryByRole('option', { name: /Mombasa desk/ })).toBeNull();
    await events.selectOptions(locations, 'Moi Avenue desk (Nairobi)');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This person is already a member.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        email: 'agent@pamoja.test',
        branchId: branch.id,
        staffLocationId: location.id,
        roles: ['AGENT'],
      },
    ]);
  });

  test('edits where someone works and whether they are active', async () => {
    serve();
    const bodies: unknown[] = [];
    server.use(
      http.put('*/api/v1/users/staff/:id', async ({ request, params }) => {
        bodies.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({ message: 'Staff saved.', data: amina });
      }),
    );
    const events = renderStaff();
    await events.click(await screen.findByRole('button', { name: 'Edit Amina Hassan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit staff' });
    await within(dialog).findByRole('option', { name: 'Moi Avenue desk (Nairobi)' });
    await events.selectOptions(within(dialog).getByLabelText('Staff location'), location.id);
    await events.click(within(dialog).getByLabelText('Active'));
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          id: amina.userId,
          body: {
            branchId: branch.id,
            staffLocationId: location.id,
            roles: ['AGENT', 'MEMBER'],
            active: false,
          },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

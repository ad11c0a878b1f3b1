import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import type { Branch } from '@pamoja/contract/branches';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { admin, ORGANISATION_ID, page, problem } from '../testing/fixtures';
import { StaffLocationForm } from './staff-location-form';

const branch: Branch = {
  id: '9f8e7d6c-5b4a-4321-8fed-cba987654321',
  name: 'Nairobi CBD',
  address: null,
  staffLocationCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function renderForm() {
  signIn(admin, ORGANISATION_ID);
  const onDone = vi.fn();
  const events = userEvent.setup();
  renderRoutes([{ path: '/', element: <StaffLocationForm onDone={onDone} /> }], '/');
  return { events, onDone };
}

describe('staff location form', () => {
  test('needs a branch, a name and a county; GPS is optional but must be in Kenya', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/v1/branches', () => page([branch])),
      http.post('*/api/v1/staff-locations', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Staff location added.', data: {} }, { status: 201 });
      }),
    );
    const { events, onDone } = renderForm();
    await screen.findByRole('option', { name: 'Nairobi CBD' });
    expect(screen.getAllByRole('option')).toHaveLength(1 + 1 + 1 + 47);
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a branch.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('County')).toHaveAttribute('aria-invalid', 'true');

    await events.selectOptions(screen.getByLabelText('Branch'), 'Nairobi CBD');
    await events.type(screen.getByLabelText('Name'), 'Moi Avenue desk');
    await events.selectOptions(screen.getByLabelText('County'), 'Nairobi');
    await events.type(screen.getByLabelText('Latitude'), '12');
    await events.type(screen.getByLabelText('Longitude'), '36.82');
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be between -5 and 5 (inside Kenya).')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await events.clear(screen.getByLabelText('Latitude'));
    await events.type(screen.getByLabelText('Latitude'), '-1.28');
    await events.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodies).toEqual([
      {
        branchId: branch.id,
        name: 'Moi Avenue desk',
        county: 'Nairobi',
        gps: { lat: -1.28, lng: 36.82 },
      },
    ]);
  });

  test('sends no GPS when none is typed and shows a duplicate name on the field', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/v1/branches', () => page([branch])),
      http.post('*/api/v1/staff-locations', async ({ request }) => {
        bodies.push(await request.json());
        return problem(
          409,
          'STAFF_LOCATION_NAME_TAKEN',
          'This branch already has a staff location with this name.',
        );
      }),
    );
    const { events, onDone } = renderForm();
    await screen.findByRole('option', { name: 'Nairobi CBD' });
    await events.selectOptions(screen.getByLabelText('Branch'), 'Nairobi CBD');
    await events.type(screen.getByLabelText('Name'), 'Moi Avenue desk');
    await events.selectOptions(screen.getByLabelText('County'), 'Mombasa');
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This branch already has a staff location with this name.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([
      { branchId: branch.id, name: 'Moi Avenue desk', county: 'Mombasa', gps: null },
    ]);
    expect(onDone).not.toHaveBeenCalled();
  });

  test('offers every branch of the first hundred, and says when there are more', async () => {
    const limits: (string | null)[] = [];
    const many = Array.from({ length: 11 }, (_, i) => ({
      ...branch,
      id: `9f8e7d6c-5b4a-4321-8fed-cba9876543${String(i).padStart(2, '0')}`,
      name: `Branch ${i + 1}`,
    }));
    server.use(
      http.get('*/api/v1/branches', ({ request }) => {
        limits.push(new URL(request.url).searchParams.get('limit'));
        return page(many, 1, 120);
      }),
    );
    const { events } = renderForm();
    await screen.findByRole('option', { name: 'Branch 11' });
    await events.selectOptions(screen.getByLabelText('Branch'), 'Branch 11');
    expect(limits).toEqual(['100']);
    expect(screen.getByLabelText('Branch')).toHaveAccessibleDescription(
      'Showing the first 11 of 120 branches.',
    );
  });
});

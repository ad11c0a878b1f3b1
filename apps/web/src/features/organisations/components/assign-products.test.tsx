import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { Category, Product } from '@pamoja/contract/products';
import type { Staff } from '@pamoja/contract/staff';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { StaffRoute } from '../routes/staff';
import { admin, ORGANISATION_ID, page, problem } from '../testing/fixtures';

const health: Category = {
  id: '4b1f8f0e-2a54-4c8e-9d3a-7f6e5d4c3b2a',
  name: 'Health insurance',
  slug: 'health-insurance',
  description: 'Medical cover.',
  icon: 'heart-pulse',
};
const loans: Category = { ...health, id: '5c2a9b1f-3b65-4d9f-8e4b-8a7f6e5d4c3b', name: 'Loans' };

const product = (n: number, name: string, categoryId = health.id): Product => ({
  id: `9a8b7c6d-5e4f-4a3b-8c2d-${String(n).padStart(12, '0')}`,
  organisationId: ORGANISATION_ID,
  categoryId,
  code: `P-${n}`,
  name,
  description: null,
  image: null,
  status: 'ACTIVE',
  approved: true,
  price: 1500,
  hasAmount: false,
  minAmount: null,
  maxAmount: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const afya = product(1, 'Afya Bora');
const jamii = product(2, 'Jamii Care');
const family = product(3, 'Family cover');
const boda = product(4, 'Boda loan', loans.id);

const person = (roles: Staff['roles']): Staff => ({
  userId: '3e4d5c6b-7a89-4b0c-9d1e-2f3a4b5c6d7e',
  firstName: 'Amina',
  lastName: 'Hassan',
  fullName: 'Amina Hassan',
  email: 'agent@pamoja.test',
  phoneNumber: '254700000003',
  status: 'ACTIVE',
  roles,
  branch: { id: '9f8e7d6c-5b4a-4321-8fed-cba987654321', name: 'Nairobi CBD' },
  staffLocation: null,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

interface Holdings {
  held: Product[];
  available: Product[];
}

/** The picker's API over an in-memory assignment, as the server keeps it. */
function serve(staff: Staff, holdings: Holdings) {
  const calls: { direction: string; userId: unknown; body: unknown }[] = [];
  const categoriesOf = (products: Product[]) =>
    [health, loans].filter((category) => products.some((p) => p.categoryId === category.id));
  const inCategory = (products: Product[], id: unknown) =>
    products.filter((p) => p.categoryId === id);
  server.use(
    http.get('*/api/v1/users/staff', () => page([staff])),
    http.get('*/api/v1/categories/user/:id', () => page(categoriesOf(holdings.held))),
    http.get('*/api/v1/categories/user-not-exists/:id', () =>
      page(categoriesOf(holdings.available)),
    ),
    http.get('*/api/v1/products/user/:id/:categoryId', ({ params }) =>
      page(inCategory(holdings.held, params.categoryId)),
    ),
    http.get('*/api/v1/products/user-not-exists/:id/:categoryId', ({ params }) =>
      page(inCategory(holdings.available, params.categoryId)),
    ),
    http.put('*/api/v1/products/:direction/:userId', async ({ request, params }) => {
      const body = (await request.json()) as { productIds: string[] };
      calls.push({ direction: String(params.direction), userId: params.userId, body });
      const moving = (list: Product[]) => list.filter((p) => body.productIds.includes(p.id));
      const staying = (list: Product[]) => list.filter((p) => !body.productIds.includes(p.id));
      if (params.direction === 'assign') {
        holdings.held = [...holdings.held, ...moving(holdings.available)];
        holdings.available = staying(holdings.available);
      } else {
        holdings.available = [...holdings.available, ...moving(holdings.held)];
        holdings.held = staying(holdings.held);
      }
      return HttpResponse.json({
        message: params.direction === 'assign' ? 'Products assigned.' : 'Products taken back.',
        data: holdings.held,
      });
    }),
  );
  return calls;
}

async function openPicker() {
  signIn(admin, ORGANISATION_ID);
  const events = userEvent.setup();
  renderRoutes([{ path: '/staff', element: <StaffRoute /> }], '/staff');
  await events.click(await screen.findByRole('button', { name: 'Products of Amina Hassan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Products of Amina Hassan' });
  const list = (name: RegExp) => within(dialog).getByRole('group', { name });
  return { events, dialog, list };
}

describe('assign products on the staff page', () => {
  test('moves products both ways with buttons and saves through assign and unassign', async () => {
    const calls = serve(person(['AGENT', 'MEMBER']), {
      held: [family],
      available: [afya, jamii, boda],
    });
    const { events, dialog, list } = await openPicker();
    await within(dialog).findByText('Afya Bora');
    const available = () => list(/^On sale, not assigned/);
    const assigned = () => list(/^Assigned/);
    expect(within(assigned()).getByText('Family cover')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    // Keyboard only: Tab to a product, Space to choose it, Tab to the button, Enter to move it.
    within(available())
      .getByRole('checkbox', { name: /Afya Bora/ })
      .focus();
    await events.keyboard(' ');
    await events.click(within(available()).getByRole('checkbox', { name: /Jamii Care/ }));
    const assign = within(dialog).getByRole('button', { name: 'Assign' });
    assign.focus();
    await events.keyboard('{Enter}');
    expect(within(assigned()).getByText('Afya Bora')).toBeInTheDocument();
    expect(within(assigned()).getAllByText('to assign')).toHaveLength(2);
    expect(within(available()).queryByText('Afya Bora')).toBeNull();

    // Jamii goes back before saving: not sent at all. Family is taken back.
    await events.click(within(assigned()).getByRole('checkbox', { name: /Jamii Care/ }));
    await events.click(within(assigned()).getByRole('checkbox', { name: /Family cover/ }));
    await events.click(within(dialog).getByRole('button', { name: 'Take back' }));
    expect(within(available()).getByText('Family cover')).toBeInTheDocument();
    expect(within(dialog).getByText(/1 to assign, 1 to take back/)).toBeInTheDocument();

    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { direction: 'assign', userId: person([]).userId, body: { productIds: [afya.id] } },
        { direction: 'unassign', userId: person([]).userId, body: { productIds: [family.id] } },
      ]),
    );
    // The lists are the server's again, with nothing left to save.
    await waitFor(() => expect(within(dialog).queryByText('to assign')).toBeNull());
    expect(within(assigned()).getByText('Afya Bora')).toBeInTheDocument();
    expect(within(available()).getByText('Family cover')).toBeInTheDocument();

    // Another category shows its own products.
    await events.selectOptions(within(dialog).getByLabelText('Category'), 'Loans');
    expect(await within(available()).findByText('Boda loan')).toBeInTheDocument();
  });

  test('someone who is not an agent is told so up front and cannot be given products', async () => {
    serve(person(['MEMBER']), { held: [family], available: [afya] });
    const { dialog } = await openPicker();
    expect(
      await within(dialog).findByText(/Amina Hassan is not an agent of this organisation/),
    ).toBeInTheDocument();
    await within(dialog).findByText('Afya Bora');
    expect(within(dialog).getByRole('button', { name: 'Assign' })).toBeDisabled();
  });

  test('a refusal from the server stays in the picker', async () => {
    serve(person(['AGENT']), { held: [], available: [afya] });
    server.use(
      http.put('*/api/v1/products/assign/:userId', () =>
        problem(
          422,
          'NOT_AN_AGENT',
          'Amina Hassan is not an agent of this organisation. Give them the AGENT role first, then assign products.',
        ),
      ),
    );
    const { events, dialog } = await openPicker();
    await events.click(await within(dialog).findByRole('checkbox', { name: /Afya Bora/ }));
    await events.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Give them the AGENT role first, then assign products.',
    );
    // Still there to try again once the role is given.
    expect(within(dialog).getByText('to assign')).toBeInTheDocument();
  });
});

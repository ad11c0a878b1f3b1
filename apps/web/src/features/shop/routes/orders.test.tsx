import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { UserData } from '@pamoja/contract/auth';
import type { Order } from '@pamoja/contract/orders';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { order, ORGANISATION_ID, shopAdmin, shopMember } from '../testing/fixtures';
import { OrderRoute } from './order';
import { OrdersRoute } from './orders';

const PAID = order({ status: 'PAID', receiptNumber: 'TK4ABC1234' });
const FAILED = order({
  id: '0d000000-4b5a-4c6d-8e7f-000000000002',
  reference: 'PMJORD0002',
  status: 'FAILED',
  failureReason: 'Request cancelled by user',
  total: 1_500,
  lines: [PAID.lines[0]!],
  createdAt: '2026-11-20T09:15:00.000Z',
});

function backend(orders: Order[] = [PAID, FAILED]) {
  const asked: { url: URL; organisation: string | null }[] = [];
  server.use(
    http.get('*/api/v1/orders', ({ request }) => {
      const url = new URL(request.url);
      asked.push({ url, organisation: request.headers.get('x-organization') });
      const status = url.searchParams.get('status');
      const data = status ? orders.filter((item) => item.status === status) : orders;
      return HttpResponse.json({
        message: 'Success',
        data,
        pagination: { page: 1, limit: 10, total: data.length },
      });
    }),
    http.get('*/api/v1/orders/:id', ({ params }) => {
      const found = orders.find((item) => item.id === params.id);
      return found
        ? HttpResponse.json({ message: 'Success', data: found })
        : HttpResponse.json(
            { statusCode: 404, code: 'NOT_FOUND', errorMessage: 'The order was not found.' },
            { status: 404 },
          );
    }),
  );
  return { asked };
}

function renderOrders(userData: UserData, path = '/orders') {
  signIn(userData, ORGANISATION_ID);
  const user = userEvent.setup();
  renderRoutes(
    [
      { path: '/orders', element: <OrdersRoute /> },
      { path: '/orders/:orderId', element: <OrderRoute /> },
    ],
    path,
  );
  return { user };
}

describe('/orders', () => {
  test('lists the member’s orders with reference, items, total and status', async () => {
    const { asked } = backend();
    const { user } = renderOrders(shopMember);
    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'My orders' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'PMJORD0001' })).toHaveAttribute(
      'href',
      `/orders/${PAID.id}`,
    );
    expect(rows[0]).toHaveTextContent('Family health cover and 1 more');
    expect(rows[0]).toHaveTextContent(/Ksh\s3,500/);
    // The badge is in its column, and again under the reference for phones (CSS shows one).
    expect(within(rows[0]!).getAllByText('Paid')[0]).toBeInTheDocument();
    expect(within(rows[1]!).getAllByText('Failed')[0]).toBeInTheDocument();
    expect(asked[0]!.url.searchParams.get('limit')).toBe('10');

    await user.selectOptions(screen.getByLabelText('Status'), 'FAILED');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(asked.at(-1)!.url.searchParams.get('status')).toBe('FAILED');
  });

  test('an admin acting for the business sees the page named for the business', async () => {
    const { asked } = backend();
    renderOrders(shopAdmin);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Orders of Pamoja Demo Sacco' }),
    ).toBeVisible();
    expect(screen.getByText(/What members bought from your organisation/)).toBeInTheDocument();
    await screen.findByRole('table');
    expect(asked[0]!.organisation).toBe(ORGANISATION_ID);
  });

  test('says so when there are no orders yet', async () => {
    backend([]);
    renderOrders(shopMember);
    expect(await screen.findByText('You have not ordered anything yet.')).toBeVisible();
  });

  test('an order page shows its lines, receipt and total', async () => {
    backend();
    renderOrders(shopMember, `/orders/${PAID.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order PMJORD0001' }),
    ).toBeVisible();
    expect(screen.getByText('TK4ABC1234')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'What was bought' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Bookkeeping course')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent(/^Ksh\s3,500$/);
  });

  test('a failed order says why', async () => {
    backend();
    renderOrders(shopMember, `/orders/${FAILED.id}`);
    expect(await screen.findByText('Request cancelled by user')).toBeVisible();
  });
});

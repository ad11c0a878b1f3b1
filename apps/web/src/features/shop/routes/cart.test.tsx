import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { Order } from '@pamoja/contract/orders';
import { cartStorageKey } from '../../../shared/cart/cart-storage';
import { useCartStore } from '../../../shared/cart/cart-store';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import {
  BOOKKEEPING,
  catalogueHandlers,
  FAMILY_COVER,
  LOAN,
  order,
  ORGANISATION_ID,
  shopMember,
} from '../testing/fixtures';
import { CartRoute } from './cart';

interface Sent {
  body: unknown;
  key: string | null;
}

/** The checkout as the server answers it: `answer` decides the POST, `settle` the polled order. */
function checkoutBackend(answer: (sent: Sent) => Response | null = () => null) {
  const sent: Sent[] = [];
  let current: Order = order();
  server.use(
    http.post('*/api/v1/cart/web-checkout', async ({ request }) => {
      const entry = { body: await request.json(), key: request.headers.get('Idempotency-Key') };
      sent.push(entry);
      return (
        answer(entry) ??
        HttpResponse.json(
          { message: 'Check your phone and enter your M-Pesa PIN', data: current },
          { status: 202 },
        )
      );
    }),
    http.get('*/api/v1/orders/:id', () => HttpResponse.json({ message: 'Success', data: current })),
  );
  return {
    sent,
    settle: (changes: Partial<Order>) => {
      current = { ...current, ...changes };
    },
  };
}

function renderCart() {
  signIn(shopMember, ORGANISATION_ID);
  useCartStore.getState().add(FAMILY_COVER.id);
  useCartStore.getState().add(BOOKKEEPING.id);
  const user = userEvent.setup();
  renderRoutes(
    [
      {
        path: '/shop/cart',
        element: <CartRoute timing={{ pollIntervalMs: 20, pollTimeoutMs: 5_000 }} />,
      },
      { path: '/orders/:id', element: <h1>Order page</h1> },
    ],
    '/shop/cart',
  );
  return { user };
}

async function checkOut(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent(/3,500/));
  await user.click(screen.getByRole('button', { name: 'Check out' }));
  const dialog = await screen.findByRole('dialog', { name: 'Check out' });
  expect(within(dialog).getByLabelText('M-Pesa phone number')).toHaveValue('0712345678');
  return dialog;
}

const lines = () => within(screen.getByRole('list', { name: 'Products in your cart' }));

describe('/shop/cart', () => {
  test('shows each line with its total, changes quantities, and asks before removing', async () => {
    catalogueHandlers();
    const { user } = renderCart();
    expect(await lines().findByRole('link', { name: 'Family health cover' })).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent(/^Ksh\s3,500$/));

    await user.click(lines().getAllByRole('button', { name: 'One more' })[0]!);
    expect(screen.getByTestId('cart-total')).toHaveTextContent(/^Ksh\s5,000$/);
    const quantity = lines().getByLabelText('Quantity of Bookkeeping course');
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(screen.getByTestId('cart-total')).toHaveTextContent(/^Ksh\s9,000$/);

    await user.click(lines().getByRole('button', { name: 'Remove Family health cover' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Remove Family health cover from your cart?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(lines().queryByText('Family health cover')).toBeNull());
    expect(screen.getByTestId('cart-total')).toHaveTextContent(/^Ksh\s6,000$/);
    expect(useCartStore.getState().items).toEqual([
      expect.objectContaining({ productId: BOOKKEEPING.id, quantity: 3 }),
    ]);
  });

  test('an unpriced product blocks the checkout, and says why', async () => {
    catalogueHandlers();
    renderCart();
    useCartStore.getState().add(LOAN.id);
    await lines().findByRole('link', { name: 'Emergency loan' });
    expect(screen.getByRole('button', { name: 'Check out' })).toBeDisabled();
    expect(screen.getByText(/has no price: remove it/)).toBeInTheDocument();
  });

  test('a PAID checkout shows the receipt and empties the cart and its storage', async () => {
    catalogueHandlers();
    const api = checkoutBackend();
    const { user } = renderCart();
    const dialog = await checkOut(user);
    await user.click(within(dialog).getByRole('button', { name: /Pay Ksh\s3,500/ }));
    expect(await within(dialog).findByRole('heading', { name: 'Check your phone…' })).toBeVisible();
    expect(api.sent).toEqual([
      {
        body: {
          items: [
            { productId: FAMILY_COVER.id, quantity: 1 },
            { productId: BOOKKEEPING.id, quantity: 1 },
          ],
          phoneNumber: '254712345678',
        },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    // Still waiting: the cart is untouched.
    expect(useCartStore.getState().items).toHaveLength(2);

    api.settle({ status: 'PAID', receiptNumber: 'TK4ABC1234' });
    expect(await within(dialog).findByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(
      within(dialog).getByText(
        /Order PMJORD0001 is paid: Ksh\s3,500\. M-Pesa receipt TK4ABC1234\./,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('checkout-receipt')).toHaveTextContent(
      '1 × Family health cover',
    );
    expect(useCartStore.getState().items).toEqual([]);
    expect(localStorage.getItem(cartStorageKey(shopMember.id))).toBeNull();

    await user.click(within(dialog).getByRole('link', { name: 'View order' }));
    expect(await screen.findByRole('heading', { name: 'Order page' })).toBeVisible();
  });

  test('a FAILED checkout says why and keeps the cart for another try', async () => {
    catalogueHandlers();
    const api = checkoutBackend();
    const { user } = renderCart();
    const dialog = await checkOut(user);
    await user.click(within(dialog).getByRole('button', { name: /Pay/ }));
    await within(dialog).findByRole('heading', { name: 'Check your phone…' });

    api.settle({ status: 'FAILED', failureReason: 'Request cancelled by user' });
    expect(await within(dialog).findByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    expect(within(dialog).getByText(/Your cart is kept/)).toBeInTheDocument();
    expect(useCartStore.getState().items).toHaveLength(2);
    expect(localStorage.getItem(cartStorageKey(shopMember.id))).not.toBeNull();

    // Another try is another payment: a new key.
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    api.settle({ status: 'PENDING', failureReason: null });
    await user.click(within(dialog).getByRole('button', { name: /Pay/ }));
    await within(dialog).findByRole('heading', { name: 'Check your phone…' });
    expect(api.sent).toHaveLength(2);
    expect(api.sent[1]!.key).not.toBe(api.sent[0]!.key);
  });

  test('a refused checkout names the product in the cart', async () => {
    catalogueHandlers();
    const api = checkoutBackend(() =>
      HttpResponse.json(
        {
          statusCode: 422,
          code: 'CHECKOUT_REFUSED',
          errorMessage: 'Bookkeeping course is not on sale.',
          message: 'Bookkeeping course is not on sale.',
          details: [{ path: 'items.1.productId', message: 'Bookkeeping course is not on sale.' }],
        },
        { status: 422 },
      ),
    );
    const { user } = renderCart();
    const dialog = await checkOut(user);
    await user.click(within(dialog).getByRole('button', { name: /Pay/ }));

    const alert = await screen.findByTestId('checkout-refused');
    expect(alert).toHaveTextContent('Bookkeeping course: Bookkeeping course is not on sale.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = lines().getByRole('link', { name: 'Bookkeeping course' }).closest('li')!;
    expect(within(row).getByTestId('cart-line-problem')).toHaveTextContent(
      'Bookkeeping course is not on sale.',
    );
    expect(useCartStore.getState().items).toHaveLength(2);
    expect(api.sent).toHaveLength(1);
  });

  test('a checkout with no answer is retried with the same Idempotency-Key', async () => {
    catalogueHandlers();
    let first = true;
    const api = checkoutBackend(() => {
      if (!first) return null;
      first = false;
      return HttpResponse.json(
        { statusCode: 503, code: 'UNAVAILABLE', errorMessage: 'Try again shortly.' },
        { status: 503 },
      );
    });
    const { user } = renderCart();
    const dialog = await checkOut(user);
    await user.click(within(dialog).getByRole('button', { name: /Pay/ }));
    expect(await screen.findByText('Try again shortly.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Pay/ }));
    await within(dialog).findByRole('heading', { name: 'Check your phone…' });
    expect(api.sent).toHaveLength(2);
    expect(api.sent[1]!.key).toBe(api.sent[0]!.key);
  });

  test('an empty cart says so and leads back to the shop', () => {
    catalogueHandlers();
    signIn(shopMember, ORGANISATION_ID);
    renderRoutes([{ path: '/shop/cart', element: <CartRoute /> }], '/shop/cart');
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { useCartStore } from '../../../shared/cart/cart-store';
import { renderRoutes } from '../../../shared/testing/render';
import { signIn } from '../../../shared/testing/session';
import {
  CATEGORIES,
  catalogueHandlers,
  FAMILY_COVER,
  ORGANISATION_ID,
  shopMember,
} from '../testing/fixtures';
import { ProductRoute } from './product';
import { ShopRoute } from './shop';

function renderShop(path = '/shop', organisationId: string | null = ORGANISATION_ID) {
  signIn(shopMember, organisationId);
  const user = userEvent.setup();
  renderRoutes(
    [
      { path: '/shop', element: <ShopRoute /> },
      { path: '/shop/:productId', element: <ProductRoute /> },
      { path: '/shop/cart', element: <p>Cart page</p> },
    ],
    path,
  );
  return { user };
}

const cards = () => within(screen.getByRole('list', { name: 'Products' })).getAllByRole('article');

describe('/shop', () => {
  test('lists the organisation’s products on sale with their prices', async () => {
    const { asked } = catalogueHandlers();
    renderShop();
    expect(await screen.findByRole('heading', { name: 'Family health cover' })).toBeInTheDocument();
    expect(screen.getByText('Products sold by Pamoja Demo Sacco')).toBeInTheDocument();
    expect(cards()).toHaveLength(3);
    const cover = screen.getByRole('article', { name: 'Family health cover' });
    expect(within(cover).getByTestId('product-price')).toHaveTextContent(/^Ksh\s1,500$/);
    expect(within(cover).getByText('Health insurance')).toBeInTheDocument();
    // Only what is on sale, a page of twelve.
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
      page: '1',
      size: '12',
      approved: 'true',
      status: 'ACTIVE',
    });
  });

  test('filters by category on the server and by search on the page', async () => {
    const { asked } = catalogueHandlers();
    const { user } = renderShop();
    await screen.findByRole('heading', { name: 'Family health cover' });

    await user.click(screen.getByRole('button', { name: 'Training' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Training' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(asked.at(-1)?.searchParams.get('category')).toBe(CATEGORIES[1]!.id);
    expect(screen.getByRole('heading', { name: 'Bookkeeping course' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'emergency');
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Emergency loan' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), ' zzz');
    expect(
      screen.getByText('No product on this page matches “emergency zzz”.'),
    ).toBeInTheDocument();
  });

  test('adds to the cart, and says why an unpriced product cannot be added', async () => {
    catalogueHandlers();
    const { user } = renderShop();
    const loan = await screen.findByRole('article', { name: 'Emergency loan' });
    expect(within(loan).getByRole('button', { name: 'Add Emergency loan to cart' })).toBeDisabled();
    expect(within(loan).getByText(/it has no price/)).toBeInTheDocument();

    const cover = screen.getByRole('article', { name: 'Family health cover' });
    await user.click(
      within(cover).getByRole('button', { name: 'Add Family health cover to cart' }),
    );
    await user.click(
      within(cover).getByRole('button', { name: 'Add Family health cover to cart' }),
    );
    expect(within(cover).getByText('2 in your cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart (2)' })).toHaveAttribute('href', '/shop/cart');
    expect(useCartStore.getState().items).toEqual([
      expect.objectContaining({ productId: FAMILY_COVER.id, quantity: 2 }),
    ]);
  });

  test('says so when nothing is on sale', async () => {
    catalogueHandlers([]);
    renderShop();
    expect(await screen.findByText('Nothing is on sale here yet.')).toBeInTheDocument();
  });

  test('without an organisation there is no shop to ask for', () => {
    renderShop('/shop', null);
    expect(screen.getByRole('status')).toHaveTextContent(/Choose an organisation/);
  });

  test('a product page shows the whole product and adds the chosen quantity', async () => {
    catalogueHandlers();
    const { user } = renderShop('/shop/a0000000-4b5a-4c6d-8e7f-000000000002');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bookkeeping course' }),
    ).toBeVisible();
    expect(screen.getByText(/Four Saturdays/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'One more' }));
    await user.click(screen.getByRole('button', { name: 'One more' }));
    await user.click(screen.getByRole('button', { name: 'Add Bookkeeping course to cart' }));
    expect(useCartStore.getState().items).toEqual([
      expect.objectContaining({ productId: 'a0000000-4b5a-4c6d-8e7f-000000000002', quantity: 3 }),
    ]);
  });

  test('a product this shop does not sell says so, with a retry', async () => {
    catalogueHandlers();
    renderShop('/shop/a0000000-4b5a-4c6d-8e7f-000000000099');
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found.');
  });
});

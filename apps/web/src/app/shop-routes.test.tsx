import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { UserData } from '@pamoja/contract/auth';
import {
  catalogueHandlers,
  FAMILY_COVER,
  ORGANISATION_ID,
  shopMember,
} from '../features/shop/testing/fixtures';
import { renderRoutes } from '../shared/testing/render';
import { server } from '../shared/testing/server';
import { signIn } from '../shared/testing/session';
import { patchRoutesOnNavigation, routes } from './router';

function renderApp(path: string, userData: UserData) {
  signIn(userData, ORGANISATION_ID);
  catalogueHandlers();
  server.use(
    http.get('*/api/v1/orders', () =>
      HttpResponse.json({
        message: 'Success',
        data: [],
        pagination: { page: 1, limit: 10, total: 0 },
      }),
    ),
  );
  return renderRoutes(routes, path, { patchRoutesOnNavigation });
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('shop routes', () => {
  test.each([
    ['/shop', 'Shop'],
    ['/shop/cart', 'Your cart'],
    [`/shop/${FAMILY_COVER.id}`, 'Family health cover'],
    ['/orders', 'My orders'],
  ])('%s opens in the main layout for a member', async (path, name) => {
    renderApp(path, shopMember);
    expect(await heading(name)).toBeInTheDocument();
  });

  test('the menu has Shop and Orders', async () => {
    renderApp('/shop', shopMember);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    expect(within(menu).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
  });

  test('adding to the cart counts in the navbar’s cart badge', async () => {
    renderApp('/shop', shopMember);
    const badge = await screen.findByTestId('cart-badge');
    expect(badge).toHaveAccessibleName('Cart, empty');
    const cover = await screen.findByRole('article', { name: 'Family health cover' });
    const add = within(cover).getByRole('button', { name: 'Add Family health cover to cart' });
    await userEvent.click(add);
    await userEvent.click(add);
    expect(badge).toHaveAccessibleName('Cart, 2 items');
    expect(badge).toHaveTextContent('2');
    expect(badge).toHaveAttribute('href', '/shop/cart');
  });

  test('a role that may not read products sees neither link, badge nor page', async () => {
    const noProducts: UserData = {
      ...shopMember,
      ability: shopMember.ability.filter((rule) => rule.subject !== 'Product'),
    };
    const { router } = renderApp('/shop', noProducts);
    expect(await heading('You are not authorized')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/misc/not-authorized');
    expect(screen.queryByTestId('cart-badge')).toBeNull();
  });
});

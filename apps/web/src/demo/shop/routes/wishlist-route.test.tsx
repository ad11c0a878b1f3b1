import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { demoStore } from '../../mock/store/demo-store';
import { catalogue, renderShopPage, warmShopRoutes } from './shop-test-routes';

serveDemoMock();
warmShopRoutes();

const shownNames = () =>
  screen
    .queryAllByTestId('shop-product')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('/apps/ecommerce/wishlist', () => {
  test('lists the liked products; "Remove" takes one off, and the last leaves an empty state', async () => {
    const user = userEvent.setup();
    renderShopPage('/apps/ecommerce/wishlist');
    await screen.findByRole('heading', { level: 1, name: 'Wishlist' });
    const liked = demoStore().wishlist.map(
      (item) => catalogue().find((product) => product.id === item.productId)!.name,
    );
    await waitFor(() => expect(shownNames()).toEqual(liked));

    for (const name of liked) {
      await user.click(screen.getByRole('button', { name: `Remove: ${name}` }));
      await waitFor(() => expect(shownNames()).not.toContain(name));
    }
    expect(await screen.findByText('Your wishlist is empty.')).toBeVisible();
    expect(demoStore().wishlist).toEqual([]);
  });

  test('moves a liked product to the cart from its card', async () => {
    const user = userEvent.setup();
    const store = demoStore();
    const item = store.wishlist.find(
      (liked) => !store.cart.some((line) => line.productId === liked.productId),
    )!;
    const product = catalogue().find((one) => one.id === item.productId)!;
    renderShopPage('/apps/ecommerce/wishlist');
    const card = (await screen.findByRole('heading', { level: 3, name: product.name })).closest(
      'article',
    )!;
    await user.click(within(card).getByRole('button', { name: /^Add to cart/ }));
    expect(await within(card).findByRole('link', { name: /^View in cart/ })).toBeVisible();
    expect(demoStore().cart.map((line) => line.productId)).toContain(product.id);
  });
});

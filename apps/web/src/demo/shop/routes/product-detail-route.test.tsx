import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { demoStore } from '../../mock/store/demo-store';
import { DEFAULT_PRODUCT_SLUG } from '../lib/shop-paths';
import { renderShopPage, untouchedProduct, warmShopRoutes } from './shop-test-routes';

serveDemoMock();
warmShopRoutes();

const detailOf = (slug: string) => `/apps/ecommerce/product-detail/${slug}`;

describe('/apps/ecommerce/product-detail', () => {
  test('without a product it opens the template’s iPhone', async () => {
    const { router } = renderShopPage('/apps/ecommerce/product-detail');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apple iPhone 11 (64GB, Black)' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(detailOf(DEFAULT_PRODUCT_SLUG));
  });

  test('shows the product with its colours, item features and related products', async () => {
    renderShopPage(detailOf(DEFAULT_PRODUCT_SLUG));
    await screen.findByRole('heading', { level: 1, name: 'Apple iPhone 11 (64GB, Black)' });
    const record = demoStore().products.find(({ product }) => product.id === 26)!;
    const colours = within(screen.getByRole('group', { name: 'Colours' })).getAllByRole('radio');
    expect(colours).toHaveLength(record.colorOptions.length);
    expect(colours[0]).toBeChecked();
    expect(
      screen.getByRole('img', { name: `Rated ${record.product.rating} out of 5` }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: '1-year warranty' })).toBeVisible();
    const related = await screen.findByRole('region', { name: 'Related products' });
    const shown = within(related).getAllByRole('heading', { level: 3 });
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.map((heading) => heading.textContent)).not.toContain(record.product.name);
  });

  test('adds the chosen quantity to the cart, then offers "View in cart"; the wishlist toggles', async () => {
    const user = userEvent.setup();
    const product = untouchedProduct();
    renderShopPage(detailOf(product.slug));
    await screen.findByRole('heading', { level: 1, name: product.name });
    const details = screen.getByRole('heading', { level: 1 }).closest('.card') as HTMLElement;
    await user.click(within(details).getByRole('button', { name: 'One more' }));
    await user.click(within(details).getByRole('button', { name: 'One more' }));
    await user.click(within(details).getByRole('button', { name: /^Add to cart/ }));
    expect(await within(details).findByRole('link', { name: /^View in cart/ })).toBeVisible();
    expect(demoStore().cart.find((item) => item.productId === product.id)?.qty).toBe(3);

    const heart = within(details).getByRole('button', { name: /^Wishlist/ });
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
  });

  test('a product added on the shop page shows as in the cart and liked here', async () => {
    const user = userEvent.setup();
    const product = untouchedProduct();
    const { router } = renderShopPage(`/apps/ecommerce/shop?q=${encodeURIComponent(product.name)}`);
    const card = (await screen.findByRole('heading', { level: 3, name: product.name })).closest(
      'article',
    )!;
    await user.click(within(card).getByRole('button', { name: /^Add to cart/ }));
    await within(card).findByRole('link', { name: /^View in cart/ });
    await user.click(within(card).getByRole('button', { name: /^Wishlist/ }));
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: /^Wishlist/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );

    await user.click(within(card).getByRole('link', { name: product.name }));
    await screen.findByRole('heading', { level: 1, name: product.name });
    expect(router.state.location.pathname).toBe(detailOf(product.slug));
    const details = screen.getByRole('heading', { level: 1 }).closest('.card') as HTMLElement;
    expect(within(details).getByRole('link', { name: /^View in cart/ })).toBeVisible();
    expect(within(details).getByRole('button', { name: /^Wishlist/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('an unknown product shows the mock’s 404 as a message, without a toast', async () => {
    renderShopPage(detailOf('no-such-thing-99'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product not found' }),
    ).toBeVisible();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('There is no product no-such-thing-99.');
    expect(within(alert).getByRole('link', { name: 'Back to the shop' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/shop',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { demoStore } from '../../mock/store/demo-store';
import { catalogue, renderShopPage, untouchedProduct, warmShopRoutes } from './shop-test-routes';

serveDemoMock();
warmShopRoutes();

const SLOW = { timeout: 15_000 };
const cards = () => screen.getAllByTestId('shop-product');
const names = () =>
  cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const byId = (direction: 1 | -1) =>
  [...catalogue()].sort((a, b) => direction * (a.id - b.id)).map((product) => product.name);
const byPrice = (direction: 1 | -1) =>
  [...catalogue()].sort((a, b) => direction * (a.price - b.price)).map((product) => product.name);

async function openShop(path = '/apps/ecommerce/shop') {
  const user = userEvent.setup();
  const view = renderShopPage(path);
  await screen.findByRole('heading', { level: 1, name: 'Shop' });
  await waitFor(() => expect(cards()).toHaveLength(9));
  return { user, ...view };
}

describe('/apps/ecommerce/shop', () => {
  test('nine products a page, featured (newest first), paged through all 27', async () => {
    const { user, router } = await openShop();
    expect(screen.getByText('27 results found')).toBeInTheDocument();
    expect(names()).toEqual(byId(-1).slice(0, 9));

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(names()).toEqual(byId(-1).slice(18, 27)));
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    // The focus goes to the results, not back to the top of the page.
    expect(screen.getByRole('heading', { level: 2, name: 'Products' })).toHaveFocus();
  });

  test.each([
    ['Lowest price', 'price-asc', 1],
    ['Highest price', 'price-desc', -1],
  ] as const)('sorts by %s from page 1', async (label, sortBy, direction) => {
    const { user, router } = await openShop('/apps/ecommerce/shop?page=2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), label);
    await waitFor(() => expect(names()).toEqual(byPrice(direction).slice(0, 9)));
    expect(router.state.location.search).toBe(`?sortBy=${sortBy}`);
  });

  test('the search narrows the products, and says when nothing matches', async () => {
    const { user, router } = await openShop();
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(search, 'iphone');
    // One search per pause in typing (debounced), then the mock's answer: slow on a busy machine.
    await waitFor(() => expect(router.state.location.search).toBe('?q=iphone'), SLOW);
    await waitFor(() => expect(names()).toEqual(['Apple iPhone 11 (64GB, Black)']), SLOW);
    expect(screen.getByText('1 result found')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zzzz-nothing');
    expect(
      await screen.findByText('No product matches this search and these filters.'),
    ).toBeVisible();
  });

  test('filters by price range, brand and rating, and clears them', async () => {
    const { user } = await openShop();
    const all = catalogue();
    await user.click(screen.getByRole('radio', { name: '$100 – $500' }));
    const inRange = all.filter((p) => p.price >= 100 && p.price <= 500);
    await waitFor(() =>
      expect(screen.getByText(`${inRange.length} results found`)).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('radio', { name: '$100 – $500' }));

    const brand = all[0]!.brand;
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await user.click(screen.getByRole('checkbox', { name: brand }));
    const ofBrand = all.filter((p) => p.brand === brand);
    await waitFor(() => expect(cards()).toHaveLength(Math.min(9, ofBrand.length)));
    for (const card of cards()) expect(card).toHaveTextContent(`By ${brand}`);

    await user.click(screen.getByRole('radio', { name: '4 stars and up' }));
    const good = ofBrand.filter((p) => p.rating >= 4);
    await waitFor(() =>
      expect(screen.getAllByText(new RegExp(`^${good.length} results? found$`))).toHaveLength(1),
    );

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(screen.getByText('27 results found')).toBeInTheDocument());
  });

  test('the grid and list layouts switch, keeping the page', async () => {
    const { user, router } = await openShop('/apps/ecommerce/shop?page=2');
    const list = screen.getByRole('button', { name: 'List view' });
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(cards()[0]).toHaveClass('shop-card-list');
    expect(router.state.location.search).toBe('?view=list&page=2');
  });

  test('adds to the cart and the wishlist from a card; the count and flags follow', async () => {
    const { user } = await openShop();
    const product = untouchedProduct();
    const before = demoStore().cart.length;
    const count = screen.getByRole('link', { name: /^Cart/ });
    await waitFor(() => expect(count).toHaveTextContent(String(before)));

    // Find the product's card on its page of the featured order.
    const page = Math.floor((27 - product.id) / 9) + 1;
    if (page > 1) await user.click(screen.getByRole('button', { name: `Page ${page}` }));
    const card = (await screen.findByRole('heading', { level: 3, name: product.name })).closest(
      'article',
    )!;
    await user.click(within(card).getByRole('button', { name: /^Add to cart/ }));
    expect(await within(card).findByRole('link', { name: /^View in cart/ })).toHaveAttribute(
      'href',
      '/apps/ecommerce/checkout',
    );
    await waitFor(() => expect(count).toHaveTextContent(String(before + 1)));
    expect(demoStore().cart.map((item) => item.productId)).toContain(product.id);

    const heart = within(card).getByRole('button', { name: /^Wishlist/ });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(demoStore().wishlist.map((item) => item.productId)).toContain(product.id);
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(demoStore().wishlist.map((item) => item.productId)).not.toContain(product.id);
  });

  test('the seeded cart and wishlist are flagged on the cards', async () => {
    await openShop('/apps/ecommerce/shop?sortBy=featured');
    const store = demoStore();
    for (const card of cards()) {
      const name = within(card).getByRole('heading', { level: 3 }).textContent;
      const product = catalogue().find((p) => p.name === name)!;
      const inCart = store.cart.some((item) => item.productId === product.id);
      const liked = store.wishlist.some((item) => item.productId === product.id);
      expect(within(card).queryByRole('link', { name: /^View in cart/ }) !== null).toBe(inCart);
      expect(within(card).getByRole('button', { name: /^Wishlist/ })).toHaveAttribute(
        'aria-pressed',
        String(liked),
      );
    }
  });
});

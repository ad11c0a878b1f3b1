import { describe, expect, test } from 'vitest';
import { DEFAULT_PRODUCT_SLUG } from '../data/products-data';
import { productDetailSchema, productListSchema } from '../schemas/shop-schema';
import { demoStore } from '../store/demo-store';
import { demoGet, serveDemoMock } from '../testing/demo-api';

serveDemoMock();

async function shop(query: Record<string, string | number> = {}) {
  const answer = await demoGet('/apps/ecommerce/products', query);
  expect(answer.status).toBe(200);
  return productListSchema.parse(answer.body);
}

describe('shop products', () => {
  test('27 products, nine a page, featured (highest id first) by default', async () => {
    const first = await shop();
    expect(first.total).toBe(27);
    expect(first.products.map((product) => product.id)).toEqual([
      27, 26, 25, 24, 23, 22, 21, 20, 19,
    ]);
    expect((await shop({ sortBy: 'featured', page: 3 })).products.map((p) => p.id)).toEqual([
      9, 8, 7, 6, 5, 4, 3, 2, 1,
    ]);
    expect((await shop({ page: 4 })).products).toEqual([]);
  });

  test.each([
    ['price-asc', 1],
    ['price-desc', -1],
  ] as const)('sorts by %s across pages', async (sortBy, sign) => {
    const pages = await Promise.all([1, 2, 3].map((page) => shop({ sortBy, page })));
    const prices = pages.flatMap((page) => page.products.map((product) => product.price));
    expect(prices).toHaveLength(27);
    expect(prices).toEqual([...prices].sort((a, b) => sign * (a - b)));
    expect(prices[0]).not.toBe(prices[26]);
  });

  test('the search narrows by name', async () => {
    const page = await shop({ q: 'iphone' });
    expect(page.total).toBe(1);
    expect(page.products[0]?.slug).toBe(DEFAULT_PRODUCT_SLUG);
  });

  test('filters by brand (any of several), price range and minimum rating; blank means none', async () => {
    const all = demoStore().products.map(({ product }) => product);
    const everything = await shop({ perPage: 27 });
    expect(everything.brands).toEqual([...new Set(all.map((p) => p.brand))].sort());

    const [first, second] = everything.brands;
    const byBrand = await shop({ brand: `${first},${second}`, perPage: 27 });
    const brandCount = all.filter((p) => p.brand === first || p.brand === second).length;
    expect(byBrand.total).toBe(brandCount);
    expect(byBrand.products.every((p) => p.brand === first || p.brand === second)).toBe(true);
    const repeated = await demoGet('/apps/ecommerce/products', {
      brand: [first!, second!],
      perPage: 27,
    });
    expect(productListSchema.parse(repeated.body).total).toBe(brandCount);

    const byPrice = await shop({ priceMin: 100, priceMax: 500, perPage: 27 });
    expect(byPrice.total).toBe(all.filter((p) => p.price >= 100 && p.price <= 500).length);
    expect(byPrice.products.every((p) => p.price >= 100 && p.price <= 500)).toBe(true);

    const byRating = await shop({ rating: 4, perPage: 27 });
    expect(byRating.total).toBe(all.filter((p) => p.rating >= 4).length);
    expect(byRating.total).toBeGreaterThan(0);
    expect(byRating.total).toBeLessThan(27);

    expect((await shop({ brand: '', priceMin: '', priceMax: '', rating: '' })).total).toBe(27);
    // The filters narrow the total the pager counts, and sorting still applies.
    const cheapFirst = await shop({ rating: 4, sortBy: 'price-asc', perPage: 27 });
    const prices = cheapFirst.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('lists the wishlist and the cart, and flags the products in them', async () => {
    const page = await shop({ perPage: 27 });
    const store = demoStore();
    expect(page.userWishlist).toEqual(store.wishlist);
    expect(page.userCart.map((item) => item.productId)).toEqual(
      store.cart.map((item) => item.productId),
    );
    for (const product of page.products) {
      expect(product.isInWishlist).toBe(
        store.wishlist.some((item) => item.productId === product.id),
      );
      expect(product.isInCart).toBe(store.cart.some((item) => item.productId === product.id));
    }
  });

  test('a product by its slug or id, with its colours; an unknown one is a 404', async () => {
    const bySlug = productDetailSchema.parse(
      (await demoGet(`/apps/ecommerce/products/${DEFAULT_PRODUCT_SLUG}`)).body,
    );
    expect(bySlug).toMatchObject({ id: 26, name: 'Apple iPhone 11 (64GB, Black)' });
    expect(bySlug.colorOptions.length).toBeGreaterThan(0);
    expect(productDetailSchema.parse((await demoGet('/apps/ecommerce/products/26')).body).id).toBe(
      26,
    );
    expect((await demoGet('/apps/ecommerce/products/no-such-thing-99')).status).toBe(404);
    expect((await demoGet('/apps/ecommerce/products/28')).status).toBe(404);
  });
});

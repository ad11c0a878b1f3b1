import { describe, expect, test } from 'vitest';
import { drawCartTerms } from '../data/cart-terms';
import { isoDay } from '../lib/format';
import { cartLineSchema, listedProductSchema } from '../schemas/shop-schema';
import { demoStore, resetDemoStore } from '../store/demo-store';
import { demoCall, demoGet, serveDemoMock } from '../testing/demo-api';

serveDemoMock();

const DAY_MS = 86_400_000;

function freeProductId(): number {
  const store = demoStore();
  const taken = new Set([...store.cart, ...store.wishlist].map((item) => item.productId));
  return store.products.map(({ product }) => product.id).find((id) => !taken.has(id)) as number;
}

async function wishlistIds(): Promise<number[]> {
  const answer = await demoGet<{ products: unknown[] }>('/apps/ecommerce/wishlist');
  return answer.body.products.map((product) => listedProductSchema.parse(product).id);
}

async function cartIds(): Promise<number[]> {
  const answer = await demoGet<{ products: unknown[] }>('/apps/ecommerce/cart');
  return answer.body.products.map((product) => cartLineSchema.parse(product).id);
}

describe('wishlist', () => {
  test('POST adds (201) and DELETE removes; a product not in it is a 404', async () => {
    const id = freeProductId();
    const added = await demoCall('POST', '/apps/ecommerce/wishlist', { body: { productId: id } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ productId: id });
    expect(await wishlistIds()).toContain(id);
    expect((await demoCall('DELETE', `/apps/ecommerce/wishlist/${id}`)).status).toBe(200);
    expect(await wishlistIds()).not.toContain(id);
    expect((await demoCall('DELETE', `/apps/ecommerce/wishlist/${id}`)).status).toBe(404);
  });

  test('an unknown product cannot be liked', async () => {
    const answer = await demoCall('POST', '/apps/ecommerce/wishlist', { body: { productId: 999 } });
    expect(answer.status).toBe(404);
  });
});

describe('cart', () => {
  test('POST adds (201) with offers 1–4, a 3–20 % discount and shipping 1–8 days ahead', async () => {
    const id = freeProductId();
    const answer = await demoCall('POST', '/apps/ecommerce/cart', { body: { productId: id } });
    expect(answer.status).toBe(201);
    const line = cartLineSchema.parse(answer.body);
    expect(line).toMatchObject({ id, qty: 1, isInCart: true });
    const days = (Date.parse(line.shippingDate) - Date.parse(isoDay(new Date()))) / DAY_MS;
    expect(days).toBeGreaterThanOrEqual(1);
    expect(days).toBeLessThanOrEqual(8);
    expect(await cartIds()).toContain(id);
  });

  test('the terms come from the seeded generator: a fresh store draws the same ones', async () => {
    const id = freeProductId();
    const first = cartLineSchema.parse(
      (await demoCall('POST', '/apps/ecommerce/cart', { body: { productId: id } })).body,
    );
    resetDemoStore();
    const again = cartLineSchema.parse(
      (await demoCall('POST', '/apps/ecommerce/cart', { body: { productId: id } })).body,
    );
    expect(again).toEqual(first);
  });

  test('the drawn terms cover their whole ranges and nothing outside them', () => {
    const now = new Date('2026-01-10T12:00:00Z');
    const draws = Array.from({ length: 300 }, (_, draw) => drawCartTerms(draw, now));
    const days = draws.map(
      (terms) => (Date.parse(terms.shippingDate) - Date.parse('2026-01-10')) / DAY_MS,
    );
    expect(new Set(draws.map((terms) => terms.offers))).toEqual(new Set([1, 2, 3, 4]));
    expect(Math.min(...draws.map((terms) => terms.discountPercentage))).toBe(3);
    expect(Math.max(...draws.map((terms) => terms.discountPercentage))).toBe(20);
    expect(new Set(days)).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
  });

  test('DELETE removes until reset; an unknown product or one not in the cart is a 404', async () => {
    const [first] = demoStore().cart;
    const productId = first?.productId as number;
    expect((await demoCall('DELETE', `/apps/ecommerce/cart/${productId}`)).status).toBe(200);
    expect(await cartIds()).not.toContain(productId);
    expect((await demoCall('DELETE', `/apps/ecommerce/cart/${productId}`)).status).toBe(404);
    expect(
      (await demoCall('POST', '/apps/ecommerce/cart', { body: { productId: 0 } })).status,
    ).toBe(404);
    resetDemoStore();
    expect(await cartIds()).toContain(productId);
  });
});

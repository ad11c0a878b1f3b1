import { beforeAll } from 'vitest';
import { loadNamespace } from '../../../shared/i18n/i18n';
import { renderRoutes } from '../../../shared/testing/render';
import { DEMO_SHOP_ROUTES } from '../../routes/shop-routes';
import { demoStore } from '../../mock/store/demo-store';

/** The shop's routes as registered (lazy, with their strings), so tests can move between them. */
export function renderShopPage(path: string) {
  return renderRoutes([{ HydrateFallback: () => null, children: DEMO_SHOP_ROUTES }], path);
}

/** The seeded catalogue, for what a page should show. */
export const catalogue = () => demoStore().products.map(({ product }) => product);

/** A product neither in the seeded cart nor in the wishlist. */
export function untouchedProduct() {
  const store = demoStore();
  const taken = new Set([...store.cart, ...store.wishlist].map((item) => item.productId));
  return catalogue().find((product) => !taken.has(product.id))!;
}

/**
 * Transforms the shop's chunks and loads its strings once before a file's tests: on a busy
 * machine the first lazy route otherwise outlasts a test's wait for its heading.
 */
export function warmShopRoutes(): void {
  beforeAll(async () => {
    await Promise.all([
      import('./shop-route'),
      import('./product-detail-route'),
      import('./wishlist-route'),
      import('./checkout-route'),
      loadNamespace('demo-shop'),
    ]);
  }, 60_000);
}

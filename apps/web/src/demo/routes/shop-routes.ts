import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../shared/i18n/i18n';

const NAMESPACE = 'demo-shop';

/**
 * The shop app (/apps/ecommerce/*), in the main layout: shop, product detail, wishlist and
 * checkout, each its own chunk loaded with the shop's strings.
 */
export const DEMO_SHOP_ROUTES: RouteObject[] = [
  {
    path: 'apps/ecommerce/shop',
    lazy: async () => {
      const [{ ShopRoute }] = await Promise.all([
        import('../shop/routes/shop-route'),
        loadNamespace(NAMESPACE),
      ]);
      return { Component: ShopRoute };
    },
  },
  {
    path: 'apps/ecommerce/product-detail',
    lazy: async () => ({
      Component: (await import('../shop/routes/product-detail-route')).ProductDetailDefaultRoute,
    }),
  },
  {
    path: 'apps/ecommerce/product-detail/:slug',
    lazy: async () => {
      const [{ ProductDetailRoute }] = await Promise.all([
        import('../shop/routes/product-detail-route'),
        loadNamespace(NAMESPACE),
      ]);
      return { Component: ProductDetailRoute };
    },
  },
  {
    path: 'apps/ecommerce/wishlist',
    lazy: async () => {
      const [{ WishlistRoute }] = await Promise.all([
        import('../shop/routes/wishlist-route'),
        loadNamespace(NAMESPACE),
      ]);
      return { Component: WishlistRoute };
    },
  },
  {
    path: 'apps/ecommerce/checkout',
    lazy: async () => {
      const [{ CheckoutRoute }] = await Promise.all([
        import('../shop/routes/checkout-route'),
        loadNamespace(NAMESPACE),
      ]);
      return { Component: CheckoutRoute };
    },
  },
];

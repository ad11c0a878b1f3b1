import type { QueryClient } from '@tanstack/react-query';

export const PRODUCTS_LABEL = 'demo.shop.products';
export const PRODUCT_LABEL = 'demo.shop.product';
export const WISHLIST_LABEL = 'demo.shop.wishlist';
export const CART_LABEL = 'demo.shop.cart';

/**
 * Every shop read carries the wishlist and cart flags, so a change to either asks them all
 * again: the shop, the detail page, the wishlist and the checkout never disagree.
 */
export function refreshShop(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [PRODUCTS_LABEL, PRODUCT_LABEL, WISHLIST_LABEL, CART_LABEL].map((label) =>
      queryClient.invalidateQueries({ queryKey: [label] }),
    ),
  ).then(() => undefined);
}

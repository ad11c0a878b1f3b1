import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCartStore } from '../../../shared/cart/cart-store';
import { productQueryOptions } from '../api/get-product';
import type { CartLine } from '../lib/cart-total';

/**
 * The cart's lines with their products, each asked for on its own (a cart holds at most a few
 * dozen): a product that has gone off sale shows as unavailable instead of failing the page.
 */
export function useCartLines(): CartLine[] {
  const items = useCartStore((state) => state.items);
  const queryClient = useQueryClient();
  const products = useQueries({
    queries: items.map((item) => productQueryOptions(item.productId, queryClient)),
  });
  return items.map((item, index) => {
    const query = products[index];
    if (query?.data) return { item, product: query.data, state: 'ready' };
    if (query?.isError) return { item, product: undefined, state: 'unavailable' };
    return { item, product: undefined, state: 'loading' };
  });
}

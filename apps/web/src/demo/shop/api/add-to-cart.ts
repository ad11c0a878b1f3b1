import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { CartLine } from '../../mock/schemas/shop-schema';
import { refreshShop } from './shop-labels';

export const ADD_TO_CART_LABEL = 'demo.shop.addToCart';

export interface CartAddition {
  productId: number;
  /** Pieces to add (1 when absent); adding a product already in the cart adds to its line. */
  qty?: number;
}

/** `POST /apps/ecommerce/cart`: 201 with the new line and its drawn offers and discount. */
export function addToCart(addition: CartAddition): Promise<CartLine> {
  return request<CartLine>({
    method: 'POST',
    apiType: 'demo',
    url: 'apps/ecommerce/cart',
    data: addition,
    label: ADD_TO_CART_LABEL,
  });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    ...labelMutationOptions(ADD_TO_CART_LABEL, addToCart),
    onSuccess: () => refreshShop(queryClient),
  });
}

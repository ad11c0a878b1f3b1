import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import { refreshShop } from './shop-labels';

export const REMOVE_FROM_CART_LABEL = 'demo.shop.removeFromCart';

/** `DELETE /apps/ecommerce/cart/{productId}`. */
export function removeFromCart(productId: number): Promise<{ productId: number }> {
  return request<{ productId: number }>({
    method: 'DELETE',
    apiType: 'demo',
    url: `apps/ecommerce/cart/${productId}`,
    label: REMOVE_FROM_CART_LABEL,
  });
}

export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    ...labelMutationOptions(REMOVE_FROM_CART_LABEL, removeFromCart),
    onSuccess: () => refreshShop(queryClient),
  });
}

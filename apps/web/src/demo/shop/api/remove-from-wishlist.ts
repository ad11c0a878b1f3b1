import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import { refreshShop } from './shop-labels';

export const REMOVE_FROM_WISHLIST_LABEL = 'demo.shop.removeFromWishlist';

/** `DELETE /apps/ecommerce/wishlist/{productId}`. */
export function removeFromWishlist(productId: number): Promise<{ productId: number }> {
  return request<{ productId: number }>({
    method: 'DELETE',
    apiType: 'demo',
    url: `apps/ecommerce/wishlist/${productId}`,
    label: REMOVE_FROM_WISHLIST_LABEL,
  });
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    ...labelMutationOptions(REMOVE_FROM_WISHLIST_LABEL, removeFromWishlist),
    onSuccess: () => refreshShop(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { WishlistItem } from '../../mock/schemas/shop-schema';
import { refreshShop } from './shop-labels';

export const ADD_TO_WISHLIST_LABEL = 'demo.shop.addToWishlist';

/** `POST /apps/ecommerce/wishlist`: 201 with the new item. */
export function addToWishlist(productId: number): Promise<WishlistItem> {
  return request<WishlistItem>({
    method: 'POST',
    apiType: 'demo',
    url: 'apps/ecommerce/wishlist',
    data: { productId },
    label: ADD_TO_WISHLIST_LABEL,
  });
}

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    ...labelMutationOptions(ADD_TO_WISHLIST_LABEL, addToWishlist),
    onSuccess: () => refreshShop(queryClient),
  });
}

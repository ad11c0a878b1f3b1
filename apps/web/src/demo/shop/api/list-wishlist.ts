import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ListedProduct } from '../../mock/schemas/shop-schema';
import { WISHLIST_LABEL } from './shop-labels';

export interface Wishlist {
  products: ListedProduct[];
}

/** `GET /apps/ecommerce/wishlist`: the liked products, flagged by the cart. */
export function listWishlist(signal?: AbortSignal): Promise<Wishlist> {
  return request<Wishlist>({
    method: 'GET',
    apiType: 'demo',
    url: 'apps/ecommerce/wishlist',
    label: WISHLIST_LABEL,
    signal,
  });
}

export const wishlistQueryOptions = () =>
  labelQueryOptions(WISHLIST_LABEL, ({ signal }) => listWishlist(signal));

export function useWishlist() {
  return useQuery(wishlistQueryOptions());
}

import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { CartLine } from '../../mock/schemas/shop-schema';
import { CART_LABEL } from './shop-labels';

export interface Cart {
  products: CartLine[];
}

/** `GET /apps/ecommerce/cart`: each line with its offers, discount and shipping date. */
export function listCart(signal?: AbortSignal): Promise<Cart> {
  return request<Cart>({
    method: 'GET',
    apiType: 'demo',
    url: 'apps/ecommerce/cart',
    label: CART_LABEL,
    signal,
  });
}

export const cartQueryOptions = () =>
  labelQueryOptions(CART_LABEL, ({ signal }) => listCart(signal));

export function useCart() {
  return useQuery(cartQueryOptions());
}

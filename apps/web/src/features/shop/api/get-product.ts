import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Product } from '@pamoja/contract/products';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { PRODUCTS_LABEL } from './list-products';
import type { Page } from './page';

export const PRODUCT_LABEL = 'shop.product';

/** `GET products/{id}`: 404 for a product this organisation does not sell (any more). */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const body = await request<ApiResponse<Product>>({
    method: 'GET',
    url: `products/${encodeURIComponent(id)}`,
    label: PRODUCT_LABEL,
    signal,
    // The screens say it (a cart line "no longer available"): no toast per product.
    hideErrorMessage: true,
  });
  return body.data;
}

/** The product as a list page already showed it: the cart and the detail open without a wait. */
function fromLists(queryClient: QueryClient, id: string) {
  for (const [, page] of queryClient.getQueriesData<Page<Product>>({
    queryKey: [PRODUCTS_LABEL],
  })) {
    const found = page?.items.find((product) => product.id === id);
    if (found) return found;
  }
  return undefined;
}

export const productQueryOptions = (id: string, queryClient?: QueryClient) => ({
  ...labelQueryOptions(PRODUCT_LABEL, ({ signal }) => getProduct(id, signal), { id }),
  initialData: queryClient ? () => fromLists(queryClient, id) : undefined,
  // Counted as old at once: the price is asked again before anyone pays it.
  initialDataUpdatedAt: 0,
});

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id, useQueryClient()));
}

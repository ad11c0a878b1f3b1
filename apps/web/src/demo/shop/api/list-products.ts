import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ProductList, ProductSort } from '../../mock/schemas/shop-schema';
import { PRODUCTS_LABEL } from './shop-labels';

export interface ProductQuery {
  q?: string;
  sortBy?: ProductSort;
  page?: number;
  perPage?: number;
  brand?: string[];
  priceMin?: number;
  priceMax?: number;
  rating?: number;
}

/** `GET /apps/ecommerce/products`: a page of the catalogue, flagged by wishlist and cart. */
export function listProducts(query: ProductQuery, signal?: AbortSignal): Promise<ProductList> {
  return request<ProductList>({
    method: 'GET',
    apiType: 'demo',
    url: 'apps/ecommerce/products',
    query: { ...query },
    label: PRODUCTS_LABEL,
    signal,
  });
}

export const productsQueryOptions = (query: ProductQuery) =>
  labelQueryOptions(PRODUCTS_LABEL, ({ signal }) => listProducts(query, signal), query);

/** The last page stays on screen while the next one loads, so the grid does not jump. */
export function useProducts(query: ProductQuery) {
  return useQuery({ ...productsQueryOptions(query), placeholderData: keepPreviousData });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Product } from '@pamoja/contract/products';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { toPage, type Page } from './page';

export const PRODUCTS_LABEL = 'shop.products';

/** Twelve cards fill rows of two, three and four alike. */
export const PRODUCTS_PAGE_SIZE = 12;

export interface ProductsQuery {
  /** The organisation whose shop it is (the client sends it as `x-organization`). */
  organisationId: string;
  page: number;
  /** A category id, or '' for all. */
  category: string;
}

/**
 * `GET products?page&size&category&approved&status`: only what is on sale. The server shows a
 * member nothing else anyway; asking for it also keeps an admin's shop a shop.
 */
export async function listProducts(
  { page, category }: ProductsQuery,
  signal?: AbortSignal,
): Promise<Page<Product>> {
  const body = await request<ApiResponse<Product[]>>({
    method: 'GET',
    url: 'products',
    query: { page, size: PRODUCTS_PAGE_SIZE, category, approved: true, status: 'ACTIVE' },
    label: PRODUCTS_LABEL,
    signal,
  });
  return toPage(body, page, PRODUCTS_PAGE_SIZE);
}

export const productsQueryOptions = (query: ProductsQuery) =>
  labelQueryOptions(PRODUCTS_LABEL, ({ signal }) => listProducts(query, signal), query);

export function useProducts(query: ProductsQuery) {
  // The old page stays on screen while the next one loads: no flash of "loading" per click.
  return useQuery({ ...productsQueryOptions(query), placeholderData: keepPreviousData });
}

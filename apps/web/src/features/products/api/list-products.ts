import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@pamoja/contract/api-response';
import type { Product, ProductStatus } from '@pamoja/contract/products';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { useSessionStore } from '../../../shared/session/session-store';

export const PRODUCTS_LABEL = 'products.list';
export const PAGE_SIZE = 10;

/** The list's filters; empty means "any" (the client drops empty query values). */
export interface ProductFilters {
  page: number;
  category: string;
  status: ProductStatus | '';
  approved: 'true' | 'false' | '';
}

export interface ProductPage {
  items: Product[];
  pagination: Pagination;
}

/** `GET products?page&size&category&approved&status`: the organisation's products, ten a page. */
export async function listProducts(
  filters: ProductFilters,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const { page, category, status, approved } = filters;
  const body = await request<ApiResponse<Product[]>>({
    method: 'GET',
    url: 'products',
    query: { page, size: PAGE_SIZE, category, status, approved },
    label: PRODUCTS_LABEL,
    signal,
  });
  return {
    items: body.data,
    pagination: body.pagination ?? { page, limit: PAGE_SIZE, total: body.data.length },
  };
}

export const productsQueryOptions = (filters: ProductFilters, organisation: string | null) =>
  labelQueryOptions(PRODUCTS_LABEL, ({ signal }) => listProducts(filters, signal), {
    ...filters,
    organisation,
  });

/**
 * The answer depends on `x-organization`; only a SUPER_ADMIN may ask without one (every
 * business at once).
 */
export function useProducts(filters: ProductFilters, anyOrganisation: boolean) {
  const organisation = useSessionStore((state) => state.organisationId);
  return useQuery({
    ...productsQueryOptions(filters, organisation),
    placeholderData: keepPreviousData,
    enabled: organisation !== null || anyOrganisation,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { Category } from '@pamoja/contract/products';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const CATEGORIES_LABEL = 'products.categories';
/** The categories are a short fixed list: one page of the largest size holds them all. */
const WHOLE_LIST = 100;

/** `GET categories`: the platform's fixed categories (seeded), the same for every business. */
export async function listCategories(signal?: AbortSignal): Promise<Category[]> {
  const body = await request<ApiResponse<Category[]>>({
    method: 'GET',
    url: 'categories',
    query: { page: 1, limit: WHOLE_LIST },
    label: CATEGORIES_LABEL,
    signal,
  });
  return body.data;
}

export const categoriesQueryOptions = () =>
  labelQueryOptions(CATEGORIES_LABEL, ({ signal }) => listCategories(signal));

export function useCategories() {
  // Fixed reference data: no need to ask again while the page is open.
  return useQuery({ ...categoriesQueryOptions(), staleTime: Infinity });
}

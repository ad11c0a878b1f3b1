import { useQuery } from '@tanstack/react-query';
import type { Category } from '@pamoja/contract/products';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const CATEGORIES_LABEL = 'shop.categories';

/** `GET categories`: the platform's categories, whole (a filter wants them all). */
export async function listCategories(signal?: AbortSignal): Promise<Category[]> {
  const body = await request<ApiResponse<Category[]>>({
    method: 'GET',
    url: 'categories',
    query: { limit: 100 },
    label: CATEGORIES_LABEL,
    signal,
    // The shop works without its filter: the chips simply do not show.
    hideErrorMessage: true,
  });
  return body.data;
}

export const categoriesQueryOptions = () => ({
  ...labelQueryOptions(CATEGORIES_LABEL, ({ signal }) => listCategories(signal)),
  // The platform's categories change by a super admin's hand, rarely.
  staleTime: 10 * 60_000,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

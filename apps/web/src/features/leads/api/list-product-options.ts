import { useQuery } from '@tanstack/react-query';
import type { Product } from '@pamoja/contract/products';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const LEAD_PRODUCT_OPTIONS_LABEL = 'leads.productOptions';

export interface ProductOption {
  id: string;
  name: string;
}

/** `GET products?size=100`: the organisation's products, to narrow the list to one. */
export async function listProductOptions(signal?: AbortSignal): Promise<ProductOption[]> {
  const body = await request<ApiResponse<Product[]>>({
    method: 'GET',
    url: 'products',
    query: { page: 1, size: 100 },
    label: LEAD_PRODUCT_OPTIONS_LABEL,
    hideErrorMessage: true,
    signal,
  });
  return body.data
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function useProductOptions(organisation: string | null) {
  return useQuery({
    ...labelQueryOptions(LEAD_PRODUCT_OPTIONS_LABEL, ({ signal }) => listProductOptions(signal), {
      organisation,
    }),
    enabled: organisation !== null,
    staleTime: 5 * 60_000,
  });
}

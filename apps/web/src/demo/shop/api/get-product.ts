import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ProductDetail } from '../../mock/schemas/shop-schema';
import { PRODUCT_LABEL } from './shop-labels';

/**
 * `GET /apps/ecommerce/products/{slug}`. An unknown product is a 404 the page shows in place,
 * so no toast repeats it.
 */
export function getProduct(slug: string, signal?: AbortSignal): Promise<ProductDetail> {
  return request<ProductDetail>({
    method: 'GET',
    apiType: 'demo',
    url: `apps/ecommerce/products/${encodeURIComponent(slug)}`,
    label: PRODUCT_LABEL,
    hideErrorMessage: true,
    signal,
  });
}

export const productQueryOptions = (slug: string) =>
  labelQueryOptions(PRODUCT_LABEL, ({ signal }) => getProduct(slug, signal), slug);

export function useProduct(slug: string) {
  return useQuery(productQueryOptions(slug));
}

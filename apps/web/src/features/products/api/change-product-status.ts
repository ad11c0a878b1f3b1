import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductStatus } from '@pamoja/contract/products';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { PRODUCTS_LABEL } from './list-products';

export const PRODUCT_STATUS_LABEL = 'products.status';

export interface StatusChange {
  id: string;
  status: ProductStatus;
}

/**
 * `PUT products/{id}` with the status alone: activating or deactivating from the list. A refusal
 * is the client's usual notification, as there is no form to put it on.
 */
export function changeProductStatus({ id, status }: StatusChange) {
  return request<ApiResponse<Product>>({
    method: 'PUT',
    url: `products/${encodeURIComponent(id)}`,
    data: { status },
    label: PRODUCT_STATUS_LABEL,
  });
}

export const changeProductStatusMutationOptions = () =>
  labelMutationOptions(PRODUCT_STATUS_LABEL, changeProductStatus);

export function useChangeProductStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    ...changeProductStatusMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PRODUCTS_LABEL] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@pamoja/contract/products';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { PRODUCTS_LABEL } from './list-products';

export const APPROVE_PRODUCT_LABEL = 'products.approval';

export interface Approval {
  id: string;
  approved: boolean;
}

/** `PUT products/{id}/approval`: a SUPER_ADMIN puts a product on sale, or takes it off. */
export function approveProduct({ id, approved }: Approval) {
  return request<ApiResponse<Product>>({
    method: 'PUT',
    url: `products/${encodeURIComponent(id)}/approval`,
    data: { approved },
    label: APPROVE_PRODUCT_LABEL,
  });
}

export const approveProductMutationOptions = () =>
  labelMutationOptions(APPROVE_PRODUCT_LABEL, approveProduct);

export function useApproveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    ...approveProductMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PRODUCTS_LABEL] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { PRODUCTS_LABEL } from './list-products';

export const DELETE_PRODUCT_LABEL = 'products.delete';

/**
 * `DELETE products/{id}`. A 409 (on sale, or has orders) is shown in the confirm dialog, where
 * the reader is looking, rather than as a toast.
 */
export function deleteProduct(id: string) {
  return request<ApiResponse<null>>({
    method: 'DELETE',
    url: `products/${encodeURIComponent(id)}`,
    label: DELETE_PRODUCT_LABEL,
    hideErrorMessage: true,
  });
}

export const deleteProductMutationOptions = () =>
  labelMutationOptions(DELETE_PRODUCT_LABEL, deleteProduct);

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteProductMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PRODUCTS_LABEL] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateProductRequest,
  Product,
  UpdateProductRequest,
} from '@pamoja/contract/products';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { PRODUCTS_LABEL } from './list-products';

export const SAVE_PRODUCT_LABEL = 'products.save';

export type SaveProduct =
  { id?: undefined; body: CreateProductRequest } | { id: string; body: UpdateProductRequest };

/** `POST products` or `PUT products/{id}`; the server's message is the notification. */
export function saveProduct({ id, body }: SaveProduct) {
  return request<ApiResponse<Product>>({
    method: id ? 'PUT' : 'POST',
    url: id ? `products/${encodeURIComponent(id)}` : 'products',
    data: body,
    label: SAVE_PRODUCT_LABEL,
    // The form puts refusals on its fields.
    hideErrorMessage: true,
  });
}

export const saveProductMutationOptions = () =>
  labelMutationOptions(SAVE_PRODUCT_LABEL, saveProduct);

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveProductMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PRODUCTS_LABEL] }),
  });
}

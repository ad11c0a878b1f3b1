import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@pamoja/contract/products';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { PERSON_CATEGORIES_LABEL } from './person-categories';
import { PERSON_PRODUCTS_LABEL } from './person-products';

export const ASSIGN_PRODUCTS_LABEL = 'organisations.productPicker.save';

export interface ProductAssignment {
  userId: string;
  /** Products to give the person. */
  assign: string[];
  /** Products to take back. */
  unassign: string[];
}

const put = (direction: 'assign' | 'unassign', userId: string, productIds: string[]) =>
  request<ApiResponse<Product[]>>({
    method: 'PUT',
    url: `products/${direction}/${encodeURIComponent(userId)}`,
    data: { productIds },
    label: ASSIGN_PRODUCTS_LABEL,
    // The picker says why (not an agent, not on sale) beside the lists.
    hideErrorMessage: true,
  });

/**
 * `PUT products/assign/{userId}` then `PUT products/unassign/{userId}`, each only when it has
 * something to send (the API refuses an empty list). Both are idempotent, so saving again
 * after a failure half-way is safe.
 */
export async function saveProductAssignment({ userId, assign, unassign }: ProductAssignment) {
  if (assign.length > 0) await put('assign', userId, assign);
  if (unassign.length > 0) await put('unassign', userId, unassign);
}

export const saveProductAssignmentMutationOptions = () =>
  labelMutationOptions(ASSIGN_PRODUCTS_LABEL, saveProductAssignment);

export function useSaveProductAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveProductAssignmentMutationOptions(),
    // Half done is still done: both halves of the picker are asked again either way.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: [PERSON_PRODUCTS_LABEL] });
      await queryClient.invalidateQueries({ queryKey: [PERSON_CATEGORIES_LABEL] });
    },
  });
}

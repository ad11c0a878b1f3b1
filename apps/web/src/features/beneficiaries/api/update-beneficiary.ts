import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { listKey, type BeneficiaryResource } from './resources';

export interface UpdateBeneficiaryInput {
  id: string;
  /** Only what changed: a mobile wallet's new phone or network must be verified again. */
  changes: object;
}

/** `PUT {path}/{id}`. */
export function updateBeneficiary<Item>(
  resource: BeneficiaryResource<Item>,
  { id, changes }: UpdateBeneficiaryInput,
): Promise<ApiResponse<Item>> {
  return request<ApiResponse<Item>>({
    method: 'PUT',
    url: `${resource.path}/${encodeURIComponent(id)}`,
    data: changes,
    label: `${resource.label}.update`,
    hideErrorMessage: true,
  });
}

export const updateBeneficiaryMutationOptions = <Item>(resource: BeneficiaryResource<Item>) =>
  labelMutationOptions(`${resource.label}.update`, (input: UpdateBeneficiaryInput) =>
    updateBeneficiary(resource, input),
  );

export function useUpdateBeneficiary<Item>(resource: BeneficiaryResource<Item>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateBeneficiaryMutationOptions(resource),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [listKey(resource)] }),
  });
}

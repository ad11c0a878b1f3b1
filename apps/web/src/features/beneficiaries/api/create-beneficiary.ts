import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { listKey, type BeneficiaryResource } from './resources';

/** `POST {path}`: 201 with the new beneficiary ("Bank account added."). */
export function createBeneficiary<Item>(
  resource: BeneficiaryResource<Item>,
  body: object,
): Promise<ApiResponse<Item>> {
  return request<ApiResponse<Item>>({
    method: 'POST',
    url: resource.path,
    data: body,
    label: `${resource.label}.create`,
    // The form puts refusals on its fields.
    hideErrorMessage: true,
  });
}

export const createBeneficiaryMutationOptions = <Item>(resource: BeneficiaryResource<Item>) =>
  labelMutationOptions(`${resource.label}.create`, (body: object) =>
    createBeneficiary(resource, body),
  );

export function useCreateBeneficiary<Item>(resource: BeneficiaryResource<Item>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...createBeneficiaryMutationOptions(resource),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [listKey(resource)] }),
  });
}

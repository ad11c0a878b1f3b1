import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { listKey, type BeneficiaryResource } from './resources';

/** `DELETE {path}/{id}`: past transactions keep their copy of the name. */
export function deleteBeneficiary<Item>(
  resource: BeneficiaryResource<Item>,
  id: string,
): Promise<ApiResponse<null>> {
  return request<ApiResponse<null>>({
    method: 'DELETE',
    url: `${resource.path}/${encodeURIComponent(id)}`,
    label: `${resource.label}.delete`,
  });
}

export const deleteBeneficiaryMutationOptions = <Item>(resource: BeneficiaryResource<Item>) =>
  labelMutationOptions(`${resource.label}.delete`, (id: string) => deleteBeneficiary(resource, id));

export function useDeleteBeneficiary<Item>(resource: BeneficiaryResource<Item>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteBeneficiaryMutationOptions(resource),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [listKey(resource)] }),
  });
}

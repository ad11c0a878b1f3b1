import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { listKey } from './resources';
import type { ScopedResource } from './resources';

/** `DELETE {path}/{id}`. */
export function deleteItem(resource: ScopedResource, id: string) {
  return request<ApiResponse<null>>({
    method: 'DELETE',
    url: `${resource.path}/${encodeURIComponent(id)}`,
    label: `${resource.label}.delete`,
  });
}

export const deleteItemMutationOptions = (resource: ScopedResource) =>
  labelMutationOptions(`${resource.label}.delete`, (id: string) => deleteItem(resource, id));

export function useDeleteItem(resource: ScopedResource) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteItemMutationOptions(resource),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [listKey(resource)] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import { PERMISSION_LIST_LABEL } from './list-permissions';

export const DELETE_PERMISSION_LABEL = 'demo.permissions.delete';

/** `DELETE /apps/permissions/delete?id=`. */
export function deletePermission(id: number): Promise<{ id: number }> {
  return request<{ id: number }>({
    method: 'DELETE',
    apiType: 'demo',
    url: 'apps/permissions/delete',
    query: { id },
    label: DELETE_PERMISSION_LABEL,
  });
}

export function useDeletePermission() {
  const client = useQueryClient();
  return useMutation({
    ...labelMutationOptions(DELETE_PERMISSION_LABEL, deletePermission),
    onSuccess: () => client.invalidateQueries({ queryKey: [PERMISSION_LIST_LABEL] }),
  });
}

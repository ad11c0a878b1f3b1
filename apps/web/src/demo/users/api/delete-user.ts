import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import { ALL_USERS_LABEL } from './list-all-users';
import { USER_LIST_LABEL } from './list-users';

export const DELETE_USER_LABEL = 'demo.users.delete';

/** `DELETE /apps/users/delete?id=`. */
export function deleteUser(id: number): Promise<{ id: number }> {
  return request<{ id: number }>({
    method: 'DELETE',
    apiType: 'demo',
    url: 'apps/users/delete',
    query: { id },
    label: DELETE_USER_LABEL,
  });
}

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    ...labelMutationOptions(DELETE_USER_LABEL, deleteUser),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [USER_LIST_LABEL] });
      await client.invalidateQueries({ queryKey: [ALL_USERS_LABEL] });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { AIRTIME_GROUPS_LABEL } from './list-groups';

export const DELETE_GROUP_LABEL = 'airtime.deleteGroup';

/** `DELETE airtime-groups/{id}`: the group and its members; past purchases stay. */
export function deleteGroup(id: string) {
  return request<ApiResponse<null>>({
    method: 'DELETE',
    url: `airtime-groups/${encodeURIComponent(id)}`,
    label: DELETE_GROUP_LABEL,
  });
}

export const deleteGroupMutationOptions = () =>
  labelMutationOptions(DELETE_GROUP_LABEL, deleteGroup);

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteGroupMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [AIRTIME_GROUPS_LABEL] }),
  });
}

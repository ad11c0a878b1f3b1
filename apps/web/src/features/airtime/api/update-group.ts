import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AirtimeGroup, UpdateAirtimeGroupRequest } from '@pamoja/contract/airtime';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { invalidateGroups } from './invalidate';

export const UPDATE_GROUP_LABEL = 'airtime.updateGroup';

export interface UpdateGroupInput {
  id: string;
  changes: UpdateAirtimeGroupRequest;
}

/** `PUT airtime-groups/{id}`: only the fields that changed. */
export function updateGroup({ id, changes }: UpdateGroupInput) {
  return request<ApiResponse<AirtimeGroup>>({
    method: 'PUT',
    url: `airtime-groups/${encodeURIComponent(id)}`,
    data: changes,
    label: UPDATE_GROUP_LABEL,
    hideErrorMessage: true,
  });
}

export const updateGroupMutationOptions = () =>
  labelMutationOptions(UPDATE_GROUP_LABEL, updateGroup);

export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateGroupMutationOptions(),
    onSuccess: () => invalidateGroups(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { invalidateGroups } from './invalidate';

export const REMOVE_MEMBER_LABEL = 'airtime.removeMember';

export interface RemoveMemberInput {
  groupId: string;
  memberId: string;
}

/** `DELETE airtime-groups/remove-member/{id}/{memberId}`. */
export function removeMember({ groupId, memberId }: RemoveMemberInput) {
  return request<ApiResponse<null>>({
    method: 'DELETE',
    url: `airtime-groups/remove-member/${encodeURIComponent(groupId)}/${encodeURIComponent(memberId)}`,
    label: REMOVE_MEMBER_LABEL,
  });
}

export const removeMemberMutationOptions = () =>
  labelMutationOptions(REMOVE_MEMBER_LABEL, removeMember);

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    ...removeMemberMutationOptions(),
    onSuccess: () => invalidateGroups(queryClient),
  });
}

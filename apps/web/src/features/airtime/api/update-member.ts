import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AirtimeGroupMember } from '@pamoja/contract/airtime';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { invalidateGroups } from './invalidate';

export const UPDATE_MEMBER_LABEL = 'airtime.updateMember';

export interface UpdateMemberInput {
  groupId: string;
  memberId: string;
  /** Only what changed. */
  changes: Partial<{ name: string; phoneNumber: string; amount: number }>;
}

/** `PUT airtime-groups/update-member/{id}/{memberId}`. */
export function updateMember({ groupId, memberId, changes }: UpdateMemberInput) {
  return request<ApiResponse<AirtimeGroupMember>>({
    method: 'PUT',
    url: `airtime-groups/update-member/${encodeURIComponent(groupId)}/${encodeURIComponent(memberId)}`,
    data: changes,
    label: UPDATE_MEMBER_LABEL,
    hideErrorMessage: true,
  });
}

export const updateMemberMutationOptions = () =>
  labelMutationOptions(UPDATE_MEMBER_LABEL, updateMember);

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateMemberMutationOptions(),
    onSuccess: () => invalidateGroups(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AirtimeGroupMember } from '@pamoja/contract/airtime';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { invalidateGroups } from './invalidate';

export const ADD_MEMBER_LABEL = 'airtime.addMember';

export interface AddMemberInput {
  groupId: string;
  /** As the contract's schema outputs it: phone 254…, amount in KES. */
  body: { name: string; phoneNumber: string; amount: number };
}

/** `PUT airtime-groups/add-member/{id}`: one person, with the airtime they get on each run. */
export function addMember({ groupId, body }: AddMemberInput) {
  return request<ApiResponse<AirtimeGroupMember>>({
    method: 'PUT',
    url: `airtime-groups/add-member/${encodeURIComponent(groupId)}`,
    data: body,
    label: ADD_MEMBER_LABEL,
    hideErrorMessage: true,
  });
}

export const addMemberMutationOptions = () => labelMutationOptions(ADD_MEMBER_LABEL, addMember);

export function useAddMember() {
  const queryClient = useQueryClient();
  return useMutation({
    ...addMemberMutationOptions(),
    onSuccess: () => invalidateGroups(queryClient),
  });
}

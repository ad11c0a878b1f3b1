import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { ORGANISATION_MEMBERS_LABEL } from './organisation-members';

export const REMOVE_MEMBER_LABEL = 'organisations.members.remove';

/** `DELETE organizations/{id}/members/{userId}`: the last admin cannot go (409 LAST_ADMIN). */
export function removeMember({ organisation, userId }: { organisation: string; userId: string }) {
  return request<ApiResponse<null>>({
    method: 'DELETE',
    url: `organizations/${encodeURIComponent(organisation)}/members/${encodeURIComponent(userId)}`,
    label: REMOVE_MEMBER_LABEL,
  });
}

export const removeMemberMutationOptions = () =>
  labelMutationOptions(REMOVE_MEMBER_LABEL, removeMember);

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    ...removeMemberMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ORGANISATION_MEMBERS_LABEL] }),
  });
}

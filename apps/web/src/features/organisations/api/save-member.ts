import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Member, OrganisationRole } from '@pamoja/contract/organisations';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { MY_ORGANISATIONS_LABEL } from './get-my-organisations';
import { ORGANISATION_MEMBERS_LABEL } from './organisation-members';

export const SAVE_MEMBER_LABEL = 'organisations.members.save';

export interface InvitePerson {
  email?: string;
  phoneNumber?: string;
  firstName?: string;
  lastName?: string;
}

export type SaveMember =
  | { organisation: string; userId?: undefined; person: InvitePerson; roles: OrganisationRole[] }
  | { organisation: string; userId: string; roles: OrganisationRole[] };

/**
 * `POST organizations/{id}/members` (someone new gets an invitation link) or
 * `PUT organizations/{id}/members/{userId}` with the new roles.
 */
export function saveMember(input: SaveMember) {
  const base = `organizations/${encodeURIComponent(input.organisation)}/members`;
  const edit = input.userId !== undefined;
  return request<ApiResponse<Member>>({
    method: edit ? 'PUT' : 'POST',
    url: edit ? `${base}/${encodeURIComponent(input.userId)}` : base,
    data: edit ? { roles: input.roles } : { ...input.person, roles: input.roles },
    label: SAVE_MEMBER_LABEL,
    hideErrorMessage: true,
  });
}

export const saveMemberMutationOptions = () => labelMutationOptions(SAVE_MEMBER_LABEL, saveMember);

export function useSaveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveMemberMutationOptions(),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [ORGANISATION_MEMBERS_LABEL] });
      await queryClient.invalidateQueries({ queryKey: [MY_ORGANISATIONS_LABEL] });
    },
  });
}

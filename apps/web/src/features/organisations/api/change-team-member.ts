import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamRole } from '@pamoja/contract/teams';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { itemKey, listKey, TEAMS } from './resources';
import { TEAM_MEMBERS_LABEL } from './team-members';

export const CHANGE_TEAM_MEMBER_LABEL = 'organisations.teams.changeMember';

export type TeamMemberChange =
  | { kind: 'add'; team: string; userId: string; role: TeamRole }
  | { kind: 'remove'; team: string; userId: string }
  | { kind: 'role'; team: string; userId: string; role: TeamRole };

/**
 * `PUT teams/add-member/{id}`, `PUT teams/remove-member/{id}` or
 * `PUT teams/{team}/update-member/{id}`: the three ways a team's people change.
 */
export function changeTeamMember(change: TeamMemberChange) {
  const team = encodeURIComponent(change.team);
  const [url, data] =
    change.kind === 'add'
      ? [`teams/add-member/${team}`, { userId: change.userId, role: change.role }]
      : change.kind === 'remove'
        ? [`teams/remove-member/${team}`, { userId: change.userId }]
        : [
            `teams/${team}/update-member/${encodeURIComponent(change.userId)}`,
            { role: change.role },
          ];
  return request<ApiResponse<unknown>>({
    method: 'PUT',
    url,
    data,
    label: CHANGE_TEAM_MEMBER_LABEL,
  });
}

export const changeTeamMemberMutationOptions = () =>
  labelMutationOptions(CHANGE_TEAM_MEMBER_LABEL, changeTeamMember);

export function useChangeTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    ...changeTeamMemberMutationOptions(),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [TEAM_MEMBERS_LABEL] });
      await queryClient.invalidateQueries({ queryKey: [itemKey(TEAMS)] });
      await queryClient.invalidateQueries({ queryKey: [listKey(TEAMS)] });
    },
  });
}

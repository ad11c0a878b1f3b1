import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@pamoja/contract/teams';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import { useSessionStore } from '../../../shared/session/session-store';
import type { ApiResponse } from '../../../shared/http/types';
import { PAGE_SIZE } from './resources';
import type { Page } from './resources';

export const TEAM_MEMBERS_LABEL = 'organisations.teams.members';

export interface TeamMembersQuery {
  team: string;
  page: number;
  keyword: string;
}

/** `GET teams/members?team&keyword`: by name, e-mail or phone. */
export async function getTeamMembers(
  { team, page, keyword }: TeamMembersQuery,
  signal?: AbortSignal,
): Promise<Page<TeamMember>> {
  const trimmed = keyword.trim();
  const body = await request<ApiResponse<TeamMember[]>>({
    method: 'GET',
    url: 'teams/members',
    query: { team, page, limit: PAGE_SIZE, ...(trimmed ? { keyword: trimmed } : {}) },
    label: TEAM_MEMBERS_LABEL,
    signal,
  });
  return {
    items: body.data,
    pagination: body.pagination ?? { page, limit: PAGE_SIZE, total: body.data.length },
  };
}

export const teamMembersQueryOptions = (query: TeamMembersQuery, organisation: string | null) =>
  labelQueryOptions(TEAM_MEMBERS_LABEL, ({ signal }) => getTeamMembers(query, signal), {
    ...query,
    organisation,
  });

export function useTeamMembers(query: TeamMembersQuery) {
  const organisation = useSessionStore((state) => state.organisationId);
  return useQuery({
    ...teamMembersQueryOptions(query, organisation),
    placeholderData: keepPreviousData,
    enabled: organisation !== null,
  });
}

import type { TeamMember } from '@pamoja/contract/teams';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const TEAM_MEMBERS_LABEL = 'studio.teamMembers';
const PAGE = 100;
// The learning service enrols at most 500 people at once.
const MAX_PAGES = 5;

/** `GET teams/members?team=` of the main service, page after page: everyone in the team. */
export async function listTeamMembers(teamId: string, signal?: AbortSignal) {
  const members: TeamMember[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const body = await request<ApiResponse<TeamMember[]>>({
      method: 'GET',
      url: 'teams/members',
      query: { team: teamId, page, limit: PAGE },
      label: TEAM_MEMBERS_LABEL,
      hideErrorMessage: true,
      signal,
    });
    members.push(...body.data);
    const total = body.pagination?.total ?? members.length;
    if (body.data.length < PAGE || members.length >= total) break;
  }
  return members;
}

import { useQuery } from '@tanstack/react-query';
import type { Team } from '@pamoja/contract/teams';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const STUDIO_TEAMS_LABEL = 'studio.teams';

/** `GET teams` of the main service: the organisation's teams to enrol from (first 100). */
export async function listTeams(signal?: AbortSignal) {
  const body = await request<ApiResponse<Team[]>>({
    method: 'GET',
    url: 'teams',
    query: { page: 1, limit: 100 },
    label: STUDIO_TEAMS_LABEL,
    signal,
  });
  return body.data;
}

export function useTeams(enabled: boolean) {
  return useQuery({
    ...labelQueryOptions(STUDIO_TEAMS_LABEL, ({ signal }) => listTeams(signal)),
    enabled,
  });
}

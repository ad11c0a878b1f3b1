import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import type { Achievement } from './list-achievements';

export const MY_ACHIEVEMENTS_LABEL = 'learning.myAchievements';

export type Award = Achievement & { awardedAt: string };

/** `GET achievements/me`: what the caller has earned, with the date. */
export async function listMyAchievements(signal?: AbortSignal): Promise<Award[]> {
  const body = await request<ApiResponse<Award[]>>({
    method: 'GET',
    url: 'achievements/me',
    apiType: 'lms',
    label: MY_ACHIEVEMENTS_LABEL,
    signal,
  });
  return body.data;
}

export const myAchievementsQueryOptions = () =>
  labelQueryOptions(MY_ACHIEVEMENTS_LABEL, ({ signal }) => listMyAchievements(signal));

export function useMyAchievements() {
  return useQuery(myAchievementsQueryOptions());
}

import { useQuery } from '@tanstack/react-query';
import type { achievementKeys } from '@pamoja/contract/learning-credentials';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const ACHIEVEMENTS_LABEL = 'learning.achievements';

export type AchievementKey = (typeof achievementKeys)[number];

export interface Achievement {
  key: AchievementKey;
  name: string;
  description: string;
  badge: string;
}

/** `GET achievements`: every achievement a learner can earn, in the order shown. */
export async function listAchievements(signal?: AbortSignal): Promise<Achievement[]> {
  const body = await request<ApiResponse<Achievement[]>>({
    method: 'GET',
    url: 'achievements',
    apiType: 'lms',
    label: ACHIEVEMENTS_LABEL,
    signal,
  });
  return body.data;
}

export const achievementsQueryOptions = () => ({
  ...labelQueryOptions(ACHIEVEMENTS_LABEL, ({ signal }) => listAchievements(signal)),
  staleTime: 10 * 60_000,
});

export function useAchievements() {
  return useQuery(achievementsQueryOptions());
}

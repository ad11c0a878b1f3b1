import { useQuery } from '@tanstack/react-query';
import type { Preferences } from '@pamoja/contract/users';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const PREFERENCES_LABEL = 'profile.preferences';

/** `GET user-preference/user/{id}`: language and notification choices. */
export async function getPreferences(userId: string, signal?: AbortSignal): Promise<Preferences> {
  const body = await request<ApiResponse<Preferences>>({
    method: 'GET',
    url: `user-preference/user/${encodeURIComponent(userId)}`,
    label: PREFERENCES_LABEL,
    signal,
  });
  return body.data;
}

export const preferencesQueryOptions = (userId: string) =>
  labelQueryOptions(PREFERENCES_LABEL, ({ signal }) => getPreferences(userId, signal), {
    userId,
  });

export function usePreferences(userId: string) {
  return useQuery(preferencesQueryOptions(userId));
}

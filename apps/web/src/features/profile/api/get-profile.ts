import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@pamoja/contract/users';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { storeProfileUserData } from './user-data-from-profile';

export const PROFILE_LABEL = 'profile.account';

/** `GET users/me`: the stored userData plus date of birth, ID number, address. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const body = await request<ApiResponse<Profile>>({
    method: 'GET',
    url: 'users/me',
    label: PROFILE_LABEL,
    signal,
  });
  storeProfileUserData(body.data);
  return body.data;
}

export const profileQueryOptions = () =>
  labelQueryOptions(PROFILE_LABEL, ({ signal }) => getProfile(signal));

export function useProfile() {
  return useQuery(profileQueryOptions());
}

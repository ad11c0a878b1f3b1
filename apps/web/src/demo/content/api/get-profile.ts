import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ProfileData } from '../../mock/schemas/profile-schema';

export const PROFILE_LABEL = 'demo.profile';

/** `GET /profile/data`: every block of the profile page. */
export function getProfile(signal?: AbortSignal): Promise<ProfileData> {
  return request<ProfileData>({
    method: 'GET',
    apiType: 'demo',
    url: 'profile/data',
    label: PROFILE_LABEL,
    signal,
  });
}

export const profileQueryOptions = () =>
  labelQueryOptions(PROFILE_LABEL, ({ signal }) => getProfile(signal));

export function useProfile() {
  return useQuery(profileQueryOptions());
}

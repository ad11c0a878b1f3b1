import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { DirectoryUser } from '../../mock/schemas/directory-user-schema';

export const ALL_USERS_LABEL = 'demo.users.all';

/** `GET /api/users/list/all-data`: the whole directory, for the stat cards and role avatars. */
export function listAllUsers(signal?: AbortSignal): Promise<DirectoryUser[]> {
  return request<DirectoryUser[]>({
    method: 'GET',
    apiType: 'demo',
    url: 'api/users/list/all-data',
    label: ALL_USERS_LABEL,
    signal,
  });
}

export function useAllUsers() {
  return useQuery(labelQueryOptions(ALL_USERS_LABEL, ({ signal }) => listAllUsers(signal)));
}

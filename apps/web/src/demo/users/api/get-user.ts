import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { DirectoryUser } from '../../mock/schemas/directory-user-schema';

export const USER_LABEL = 'demo.users.user';

/** `GET /api/users/user?id=`: one user of the directory (404 when unknown). */
export function getUser(id: string, signal?: AbortSignal): Promise<DirectoryUser> {
  return request<DirectoryUser>({
    method: 'GET',
    apiType: 'demo',
    url: 'api/users/user',
    query: { id },
    label: USER_LABEL,
    // The page says why in place of the user; a toast would say it twice.
    hideErrorMessage: true,
    signal,
  });
}

export function useUser(id: string) {
  return useQuery(labelQueryOptions(USER_LABEL, ({ signal }) => getUser(id, signal), id));
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { UserList } from '../../mock/schemas/directory-user-schema';

export const USER_LIST_LABEL = 'demo.users.list';

export type UserSortColumn = 'id' | 'fullName' | 'role' | 'currentPlan' | 'billing' | 'status';

export interface UserListQuery {
  q: string;
  role: string;
  currentPlan: string;
  status: string;
  page: number;
  perPage: number;
  sortColumn: UserSortColumn;
  sort: 'asc' | 'desc';
}

/** `GET /api/users/list/data`: one page of the search, filters and sort. */
export function listUsers(query: UserListQuery, signal?: AbortSignal): Promise<UserList> {
  return request<UserList>({
    method: 'GET',
    apiType: 'demo',
    url: 'api/users/list/data',
    query: { ...query },
    label: USER_LIST_LABEL,
    hideErrorMessage: true,
    signal,
  });
}

export function useUserList(query: UserListQuery) {
  // The old page stays on screen while the next one loads: the table does not jump.
  return useQuery({
    ...labelQueryOptions(USER_LIST_LABEL, ({ signal }) => listUsers(query, signal), query),
    placeholderData: keepPreviousData,
  });
}

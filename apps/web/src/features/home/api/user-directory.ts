import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DirectoryUser } from '@pamoja/contract/user-directory';
import type { Pagination } from '@pamoja/contract/api-response';
import { labelMutationOptions, labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const USERS_LABEL = 'app.users';
export const USER_STATUS_LABEL = 'app.userStatus';

export interface UserFilters {
  page: number;
  search: string;
  status: string;
}

/** `GET users`: the directory, a page at a time. */
export async function listUsers(filters: UserFilters, signal?: AbortSignal) {
  const body = await request<ApiResponse<DirectoryUser[]>>({
    method: 'GET',
    url: 'users',
    query: { ...filters, limit: 10 },
    label: USERS_LABEL,
    signal,
  });
  return { items: body.data, pagination: body.pagination as Pagination };
}

export function useUsers(filters: UserFilters) {
  return useQuery({
    ...labelQueryOptions(USERS_LABEL, ({ signal }) => listUsers(filters, signal), filters),
    placeholderData: keepPreviousData,
  });
}

/** `PUT users/{id}/suspend` with a reason, or `PUT users/{id}/reactivate`. */
export function useChangeUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    ...labelMutationOptions(
      USER_STATUS_LABEL,
      async ({ id, reason }: { id: string; reason?: string }) =>
        request({
          method: 'PUT',
          url: `users/${id}/${reason === undefined ? 'reactivate' : 'suspend'}`,
          ...(reason === undefined ? {} : { data: { reason } }),
          label: USER_STATUS_LABEL,
          // The dialog says a refusal beside what was refused: a toast would say it twice.
          hideErrorMessage: true,
        }),
    ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USERS_LABEL] }),
  });
}

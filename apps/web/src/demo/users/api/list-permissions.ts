import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { PermissionList } from '../../mock/schemas/permission-schema';

export const PERMISSION_LIST_LABEL = 'demo.permissions.list';

export interface PermissionListQuery {
  q: string;
  assignedTo: string;
  page: number;
  perPage: number;
}

/** `GET /apps/permissions/data`: one page of the search and the assignedTo filter. */
export function listPermissions(
  query: PermissionListQuery,
  signal?: AbortSignal,
): Promise<PermissionList> {
  return request<PermissionList>({
    method: 'GET',
    apiType: 'demo',
    url: 'apps/permissions/data',
    query: { ...query },
    label: PERMISSION_LIST_LABEL,
    hideErrorMessage: true,
    signal,
  });
}

export function usePermissionList(query: PermissionListQuery) {
  return useQuery({
    ...labelQueryOptions(
      PERMISSION_LIST_LABEL,
      ({ signal }) => listPermissions(query, signal),
      query,
    ),
    placeholderData: keepPreviousData,
  });
}

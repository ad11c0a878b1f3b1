import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import { useSessionStore } from '../../../shared/session/session-store';
import type { ApiResponse, QueryParams } from '../../../shared/http/types';
import { listKey, PAGE_SIZE, PICKER_LIMIT } from './resources';
import type { ListQuery, Page, ScopedResource } from './resources';

/** `GET {path}?page&limit&search`: one page (10 by default), in the organisation of the request. */
export async function listItems<T>(
  resource: ScopedResource,
  { page, search, limit = PAGE_SIZE }: ListQuery,
  signal?: AbortSignal,
  extra: QueryParams = {},
): Promise<Page<T>> {
  const trimmed = search.trim();
  const body = await request<ApiResponse<T[]>>({
    method: 'GET',
    url: resource.path,
    query: { page, limit, ...(trimmed ? { search: trimmed } : {}), ...extra },
    label: listKey(resource),
    signal,
  });
  return {
    items: body.data,
    pagination: body.pagination ?? { page, limit, total: body.data.length },
  };
}

export const listItemsQueryOptions = <T>(
  resource: ScopedResource,
  query: ListQuery,
  organisation: string | null,
) =>
  labelQueryOptions(listKey(resource), ({ signal }) => listItems<T>(resource, query, signal), {
    ...query,
    organisation,
  });

export function useItems<T>(resource: ScopedResource, query: ListQuery, enabled = true) {
  // The answer depends on the `x-organization` header: no organisation yet, no request.
  const organisation = useSessionStore((state) => state.organisationId);
  return useQuery({
    ...listItemsQueryOptions<T>(resource, query, organisation),
    placeholderData: keepPreviousData,
    enabled: enabled && organisation !== null,
  });
}

/** Everything a form's picker offers: the first PICKER_LIMIT, with the total to say if there is more. */
export const usePickerItems = <T>(resource: ScopedResource) =>
  useItems<T>(resource, { page: 1, search: '', limit: PICKER_LIMIT });

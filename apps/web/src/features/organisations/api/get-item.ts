import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import { useSessionStore } from '../../../shared/session/session-store';
import type { ApiResponse } from '../../../shared/http/types';
import { itemKey } from './resources';
import type { ScopedResource } from './resources';

/** `GET {path}/{id}`: 404 for an id of another organisation. */
export async function getItem<T>(
  resource: ScopedResource,
  id: string,
  signal?: AbortSignal,
): Promise<T> {
  const body = await request<ApiResponse<T>>({
    method: 'GET',
    url: `${resource.path}/${encodeURIComponent(id)}`,
    label: itemKey(resource),
    signal,
  });
  return body.data;
}

export const getItemQueryOptions = <T>(
  resource: ScopedResource,
  id: string,
  organisation: string | null,
) =>
  labelQueryOptions(itemKey(resource), ({ signal }) => getItem<T>(resource, id, signal), {
    id,
    organisation,
  });

export function useItem<T>(resource: ScopedResource, id: string) {
  const organisation = useSessionStore((state) => state.organisationId);
  return useQuery({
    ...getItemQueryOptions<T>(resource, id, organisation),
    enabled: organisation !== null,
  });
}

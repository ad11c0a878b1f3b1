import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Staff } from '@pamoja/contract/staff';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { useSessionStore } from '../../../shared/session/session-store';
import { PAGE_SIZE } from './resources';
import type { ListQuery, Page } from './resources';

export const STAFF_LABEL = 'organisations.staff.list';

/** `GET users/staff?page&limit&search`: the organisation's staff with branch and location. */
export async function listStaff(
  { page, search }: ListQuery,
  signal?: AbortSignal,
): Promise<Page<Staff>> {
  const trimmed = search.trim();
  const body = await request<ApiResponse<Staff[]>>({
    method: 'GET',
    url: 'users/staff',
    query: { page, limit: PAGE_SIZE, ...(trimmed ? { search: trimmed } : {}) },
    label: STAFF_LABEL,
    signal,
  });
  return {
    items: body.data,
    pagination: body.pagination ?? { page, limit: PAGE_SIZE, total: body.data.length },
  };
}

export const staffQueryOptions = (query: ListQuery, organisation: string | null) =>
  labelQueryOptions(STAFF_LABEL, ({ signal }) => listStaff(query, signal), {
    ...query,
    organisation,
  });

export function useStaff(query: ListQuery) {
  const organisation = useSessionStore((state) => state.organisationId);
  return useQuery({
    ...staffQueryOptions(query, organisation),
    placeholderData: keepPreviousData,
    enabled: organisation !== null,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Organisation } from '@pamoja/contract/organisations';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { PAGE_SIZE } from './resources';
import type { ListQuery, Page } from './resources';

export const MY_ORGANISATIONS_LABEL = 'organisations.mine';

/** `GET organizations?mine=true`: the caller's organisations, with the caller's roles in each. */
export async function getMyOrganisations(
  { page, search }: ListQuery,
  signal?: AbortSignal,
): Promise<Page<Organisation>> {
  const trimmed = search.trim();
  const body = await request<ApiResponse<Organisation[]>>({
    method: 'GET',
    url: 'organizations',
    query: { mine: true, page, limit: PAGE_SIZE, ...(trimmed ? { search: trimmed } : {}) },
    label: MY_ORGANISATIONS_LABEL,
    signal,
  });
  return {
    items: body.data,
    pagination: body.pagination ?? { page, limit: PAGE_SIZE, total: body.data.length },
  };
}

export const myOrganisationsQueryOptions = (query: ListQuery) =>
  labelQueryOptions(
    MY_ORGANISATIONS_LABEL,
    ({ signal }) => getMyOrganisations(query, signal),
    query,
  );

export function useMyOrganisations(query: ListQuery) {
  return useQuery({ ...myOrganisationsQueryOptions(query), placeholderData: keepPreviousData });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AirtimeGroup } from '@pamoja/contract/airtime';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { keywordQuery, PAGE_SIZE, toPage, type Page } from './page';

export const AIRTIME_GROUPS_LABEL = 'airtime.groups';

export interface GroupsQuery {
  page: number;
  keyword: string;
}

/** `GET airtime-groups?page&limit&keyword`: the caller's own groups. */
export async function listGroups(
  { page, keyword }: GroupsQuery,
  signal?: AbortSignal,
): Promise<Page<AirtimeGroup>> {
  const body = await request<ApiResponse<AirtimeGroup[]>>({
    method: 'GET',
    url: 'airtime-groups',
    query: { page, limit: PAGE_SIZE, ...keywordQuery(keyword) },
    label: AIRTIME_GROUPS_LABEL,
    signal,
  });
  return toPage(body, page);
}

export const groupsQueryOptions = (query: GroupsQuery) =>
  labelQueryOptions(AIRTIME_GROUPS_LABEL, ({ signal }) => listGroups(query, signal), query);

export function useGroups(query: GroupsQuery) {
  // The old page stays on screen while the next one loads: no flash of "loading" per click.
  return useQuery({ ...groupsQueryOptions(query), placeholderData: keepPreviousData });
}

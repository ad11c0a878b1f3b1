import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@pamoja/contract/api-response';
import type { AirtimeGroupDetail } from '@pamoja/contract/airtime';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { keywordQuery, PAGE_SIZE } from './page';

export const AIRTIME_GROUP_LABEL = 'airtime.group';

export interface GroupQuery {
  id: string;
  /** The members' page and search: the group comes with one page of them. */
  page: number;
  keyword: string;
}

export interface GroupWithMembers {
  group: AirtimeGroupDetail;
  pagination: Pagination;
}

/** `GET airtime-groups/{id}?page&limit&keyword`: the group, and one page of its members. */
export async function getGroup(
  { id, page, keyword }: GroupQuery,
  signal?: AbortSignal,
): Promise<GroupWithMembers> {
  const body = await request<ApiResponse<AirtimeGroupDetail>>({
    method: 'GET',
    url: `airtime-groups/${encodeURIComponent(id)}`,
    query: { page, limit: PAGE_SIZE, ...keywordQuery(keyword) },
    label: AIRTIME_GROUP_LABEL,
    signal,
  });
  return {
    group: body.data,
    pagination: body.pagination ?? { page, limit: PAGE_SIZE, total: body.data.members.length },
  };
}

export const groupQueryOptions = (query: GroupQuery) =>
  labelQueryOptions(AIRTIME_GROUP_LABEL, ({ signal }) => getGroup(query, signal), query);

export function useGroup(query: GroupQuery) {
  // Searching or paging the members keeps the header and the old rows on screen meanwhile.
  return useQuery({
    ...groupQueryOptions(query),
    placeholderData: keepPreviousData,
    enabled: query.id !== '',
  });
}

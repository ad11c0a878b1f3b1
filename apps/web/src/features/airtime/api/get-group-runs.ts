import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { PAGE_SIZE, toPage, type Page } from './page';

export const GROUP_RUNS_LABEL = 'airtime.groupRuns';

export interface GroupRunsQuery {
  groupId: string;
  page: number;
}

/** `GET transactions/group/{groupId}?page&limit`: the group's purchases, newest first. */
export async function getGroupRuns(
  { groupId, page }: GroupRunsQuery,
  signal?: AbortSignal,
): Promise<Page<WalletTransaction>> {
  const body = await request<ApiResponse<WalletTransaction[]>>({
    method: 'GET',
    url: `transactions/group/${encodeURIComponent(groupId)}`,
    query: { page, limit: PAGE_SIZE },
    label: GROUP_RUNS_LABEL,
    signal,
  });
  return toPage(body, page);
}

export const groupRunsQueryOptions = (query: GroupRunsQuery) => ({
  ...labelQueryOptions(GROUP_RUNS_LABEL, ({ signal }) => getGroupRuns(query, signal), query),
  // Runs settle behind the screen (network callbacks): ask again on every visit.
  staleTime: 0,
});

export function useGroupRuns(query: GroupRunsQuery) {
  return useQuery({ ...groupRunsQueryOptions(query), placeholderData: keepPreviousData });
}

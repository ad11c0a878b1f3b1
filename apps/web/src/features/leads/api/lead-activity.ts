import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Pagination } from '@pamoja/contract/api-response';
import type { LeadEvent } from '@pamoja/contract/leads';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const LEAD_ACTIVITY_LABEL = 'leads.activity';
export const ACTIVITY_PAGE = 10;

export interface ActivityPage {
  items: LeadEvent[];
  pagination: Pagination;
}

/** `GET activity-logs/lead/{id}?page&limit`: the lead's events, newest first. */
export async function listLeadActivity(
  leadId: string,
  page: number,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  const body = await request<ApiResponse<LeadEvent[]>>({
    method: 'GET',
    url: `activity-logs/lead/${encodeURIComponent(leadId)}`,
    query: { page, limit: ACTIVITY_PAGE },
    label: LEAD_ACTIVITY_LABEL,
    signal,
  });
  return {
    items: body.data,
    pagination: body.pagination ?? { page, limit: ACTIVITY_PAGE, total: body.data.length },
  };
}

// Counted from what arrived, not page × limit: events written meanwhile must not hide the rest.
const nextPage = (last: ActivityPage, all: ActivityPage[]) =>
  all.reduce((count, page) => count + page.items.length, 0) < last.pagination.total &&
  last.items.length > 0
    ? last.pagination.page + 1
    : undefined;

export const leadActivityQueryOptions = (leadId: string) =>
  infiniteQueryOptions({
    queryKey: [LEAD_ACTIVITY_LABEL, leadId],
    queryFn: ({ pageParam, signal }) => listLeadActivity(leadId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** "Load more" pages through the log instead of numbered pages: it reads as one story. */
export function useLeadActivity(leadId: string) {
  return useInfiniteQuery(leadActivityQueryOptions(leadId));
}

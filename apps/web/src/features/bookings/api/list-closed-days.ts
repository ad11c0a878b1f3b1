import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@pamoja/contract/api-response';
import type { ClosedDay } from '@pamoja/contract/bookings';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { useSessionStore } from '../../../shared/session/session-store';

export const CLOSED_DAYS_LABEL = 'bookings.closedDays';
export const CLOSED_DAYS_PAGE_SIZE = 10;

export interface ClosedDaysQuery {
  branchId: string;
  /** The first day listed (`YYYY-MM-DD`): today in Nairobi for the upcoming ones. */
  from: string;
  page: number;
}

export interface ClosedDayPage {
  items: ClosedDay[];
  pagination: Pagination;
}

/** `GET branches/{id}/closed-days?from&page&limit`: a branch's closed days, soonest first. */
export async function listClosedDays(
  { branchId, from, page }: ClosedDaysQuery,
  signal?: AbortSignal,
): Promise<ClosedDayPage> {
  const limit = CLOSED_DAYS_PAGE_SIZE;
  const body = await request<ApiResponse<ClosedDay[]>>({
    method: 'GET',
    url: `branches/${encodeURIComponent(branchId)}/closed-days`,
    query: { from, page, limit },
    label: CLOSED_DAYS_LABEL,
    signal,
  });
  return {
    items: body.data,
    pagination: body.pagination ?? { page, limit, total: body.data.length },
  };
}

export const closedDaysQueryOptions = (query: ClosedDaysQuery, organisation: string | null) =>
  labelQueryOptions(CLOSED_DAYS_LABEL, ({ signal }) => listClosedDays(query, signal), {
    ...query,
    organisation,
  });

export function useClosedDays(query: ClosedDaysQuery) {
  const organisation = useSessionStore((state) => state.organisationId);
  return useQuery({
    ...closedDaysQueryOptions(query, organisation),
    // Paging keeps the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
    enabled: organisation !== null && query.branchId !== '',
  });
}

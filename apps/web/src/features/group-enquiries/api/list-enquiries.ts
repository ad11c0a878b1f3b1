import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@pamoja/contract/api-response';
import type { GroupEnquiry, GroupType } from '@pamoja/contract/groups';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { useSessionStore } from '../../../shared/session/session-store';

export const ENQUIRIES_LABEL = 'groupEnquiries.list';

/** Ten a page, the server's default for this list. */
export const PAGE_SIZE = 10;

export interface EnquiriesQuery {
  page: number;
  /** Empty: every type. */
  groupType: GroupType | '';
  search: string;
}

export interface EnquiriesPage {
  items: GroupEnquiry[];
  pagination: Pagination;
}

/** `GET groups?page&limit&groupType&search`: newest first; an admin's are all, anyone else's their own. */
export async function listEnquiries(
  { page, groupType, search }: EnquiriesQuery,
  signal?: AbortSignal,
): Promise<EnquiriesPage> {
  const trimmed = search.trim();
  const body = await request<ApiResponse<GroupEnquiry[]>>({
    method: 'GET',
    url: 'groups',
    // Empty filters are left out: `groupType=` would be refused, `search=` would match everything.
    query: {
      page,
      limit: PAGE_SIZE,
      ...(groupType ? { groupType } : {}),
      ...(trimmed ? { search: trimmed } : {}),
    },
    label: ENQUIRIES_LABEL,
    signal,
  });
  return {
    items: body.data,
    pagination: body.pagination ?? { page, limit: PAGE_SIZE, total: body.data.length },
  };
}

export const enquiriesQueryOptions = (query: EnquiriesQuery, organisation: string | null) =>
  // The organisation is in the key: the answer depends on the `x-organization` header.
  labelQueryOptions(ENQUIRIES_LABEL, ({ signal }) => listEnquiries(query, signal), {
    ...query,
    organisation,
  });

export function useEnquiries(query: EnquiriesQuery) {
  const organisation = useSessionStore((state) => state.organisationId);
  return useQuery({
    ...enquiriesQueryOptions(query, organisation),
    // The old page stays on screen while the next one loads: no flash of "loading" per click.
    placeholderData: keepPreviousData,
    // The server refuses the list without an organisation: no organisation, no request.
    enabled: organisation !== null,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Member } from '@pamoja/contract/organisations';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { PAGE_SIZE } from './resources';
import type { Page } from './resources';

export const ORGANISATION_MEMBERS_LABEL = 'organisations.members';

export interface MembersQuery {
  organisation: string;
  page: number;
  search: string;
}

/** `GET organizations/{id}/members?page&limit&search`: the people of one organisation. */
export async function getOrganisationMembers(
  { organisation, page, search }: MembersQuery,
  signal?: AbortSignal,
): Promise<Page<Member>> {
  const trimmed = search.trim();
  const body = await request<ApiResponse<Member[]>>({
    method: 'GET',
    url: `organizations/${encodeURIComponent(organisation)}/members`,
    query: { page, limit: PAGE_SIZE, ...(trimmed ? { search: trimmed } : {}) },
    label: ORGANISATION_MEMBERS_LABEL,
    signal,
  });
  return {
    items: body.data,
    pagination: body.pagination ?? { page, limit: PAGE_SIZE, total: body.data.length },
  };
}

export const organisationMembersQueryOptions = (query: MembersQuery) =>
  labelQueryOptions(
    ORGANISATION_MEMBERS_LABEL,
    ({ signal }) => getOrganisationMembers(query, signal),
    query,
  );

export function useOrganisationMembers(query: MembersQuery, enabled = true) {
  return useQuery({
    ...organisationMembersQueryOptions(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { Organisation } from '@pamoja/contract/organisations';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const ORGANISATION_LABEL = 'organisations.item';

/** `GET organizations/{id}`: the organisation comes from the path. */
export async function getOrganisation(id: string, signal?: AbortSignal): Promise<Organisation> {
  const body = await request<ApiResponse<Organisation>>({
    method: 'GET',
    url: `organizations/${encodeURIComponent(id)}`,
    label: ORGANISATION_LABEL,
    signal,
  });
  return body.data;
}

export const organisationQueryOptions = (id: string) =>
  labelQueryOptions(ORGANISATION_LABEL, ({ signal }) => getOrganisation(id, signal), id);

export function useOrganisation(id: string) {
  return useQuery(organisationQueryOptions(id));
}

import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const ORGANISATION_ACCOUNTS_LABEL = 'home.organisationAccounts';

/** One wallet of the organisation per currency (what its sales paid in). */
export interface OrganisationAccount {
  currency: string;
  balance: number;
  available: number;
  held: number;
}

/** `GET accounts/organisation/{id}`: for an ADMIN acting for it (or a SUPER_ADMIN). */
export async function getOrganisationAccounts(
  organisationId: string,
  signal?: AbortSignal,
): Promise<OrganisationAccount[]> {
  const body = await request<ApiResponse<OrganisationAccount[]>>({
    method: 'GET',
    url: `accounts/organisation/${encodeURIComponent(organisationId)}`,
    label: ORGANISATION_ACCOUNTS_LABEL,
    signal,
    // The card says it with a retry: a toast on the landing page would say it twice.
    hideErrorMessage: true,
  });
  return body.data;
}

export const organisationAccountsQueryOptions = (organisationId: string) => ({
  ...labelQueryOptions(
    ORGANISATION_ACCOUNTS_LABEL,
    ({ signal }) => getOrganisationAccounts(organisationId, signal),
    { organisationId },
  ),
  // Sales are paid behind the screen (M-Pesa callbacks): always ask again on arrival.
  staleTime: 0,
});

export function useOrganisationAccounts(organisationId: string) {
  return useQuery(organisationAccountsQueryOptions(organisationId));
}

import { useQuery } from '@tanstack/react-query';
import type { Branch } from '@pamoja/contract/branches';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { useSessionStore } from '../../../shared/session/session-store';

export const BOOKING_BRANCHES_LABEL = 'bookings.branches';

/** `GET branches?limit=100`: the organisation's branches, for the service form's choice. */
export async function listBranches(signal?: AbortSignal): Promise<Branch[]> {
  const body = await request<ApiResponse<Branch[]>>({
    method: 'GET',
    url: 'branches',
    query: { page: 1, limit: 100 },
    label: BOOKING_BRANCHES_LABEL,
    signal,
  });
  return body.data;
}

export const branchesQueryOptions = (organisation: string | null) =>
  labelQueryOptions(BOOKING_BRANCHES_LABEL, ({ signal }) => listBranches(signal), {
    organisation,
  });

export function useBranches(enabled = true) {
  const organisation = useSessionStore((state) => state.organisationId);
  return useQuery({
    ...branchesQueryOptions(organisation),
    enabled: enabled && organisation !== null,
  });
}

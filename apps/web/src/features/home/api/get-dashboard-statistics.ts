import { useQuery } from '@tanstack/react-query';
import type { DashboardStatistics } from '@pamoja/contract/dashboard';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const DASHBOARD_STATISTICS_LABEL = 'app.dashboardStatistics';

/** `GET dashboard/statistics`: the home's figures for the active role and organisation. */
export async function getDashboardStatistics(signal?: AbortSignal): Promise<DashboardStatistics> {
  const body = await request<ApiResponse<DashboardStatistics>>({
    method: 'GET',
    url: 'dashboard/statistics',
    label: DASHBOARD_STATISTICS_LABEL,
    signal,
    // The home says it with a retry; a toast would say it twice.
    hideErrorMessage: true,
  });
  return body.data;
}

/** Keyed by role and organisation: switching either asks again. */
export function useDashboardStatistics(role: string | undefined, organisationId: string | null) {
  return useQuery({
    ...labelQueryOptions(
      DASHBOARD_STATISTICS_LABEL,
      ({ signal }) => getDashboardStatistics(signal),
      {
        role,
        organisationId,
      },
    ),
    staleTime: 30_000,
    // An admin's figures are an organisation's: none is asked for before one is chosen.
    enabled: !(role === 'ADMIN' && !organisationId),
  });
}

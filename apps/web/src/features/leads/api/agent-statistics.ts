import { useQuery } from '@tanstack/react-query';
import type { DashboardStatistics } from '@pamoja/contract/dashboard';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const AGENT_STATISTICS_LABEL = 'app.dashboardStatistics';

/** `GET dashboard/statistics` as an agent: their day's work and figures. */
export function useAgentStatistics(organisationId: string | null, enabled: boolean) {
  return useQuery({
    ...labelQueryOptions(
      AGENT_STATISTICS_LABEL,
      async ({ signal }) =>
        (
          await request<ApiResponse<DashboardStatistics>>({
            method: 'GET',
            url: 'dashboard/statistics',
            label: AGENT_STATISTICS_LABEL,
            signal,
            hideErrorMessage: true,
          })
        ).data,
      { role: 'AGENT', organisationId },
    ),
    enabled,
  });
}

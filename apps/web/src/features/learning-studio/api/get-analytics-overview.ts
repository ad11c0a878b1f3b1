import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsOverview } from '@pamoja/contract/learning-analytics';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const ANALYTICS_OVERVIEW_LABEL = 'studio.analyticsOverview';

/** `GET analytics/overview?weeks`: the project's (ADMIN) or the instructor's courses' figures. */
export async function getAnalyticsOverview(weeks: number, signal?: AbortSignal) {
  const body = await request<ApiResponse<AnalyticsOverview>>({
    method: 'GET',
    url: 'analytics/overview',
    apiType: 'lms',
    query: { weeks },
    label: ANALYTICS_OVERVIEW_LABEL,
    signal,
  });
  return body.data;
}

export function useAnalyticsOverview(weeks: number) {
  return useQuery({
    ...labelQueryOptions(
      ANALYTICS_OVERVIEW_LABEL,
      ({ signal }) => getAnalyticsOverview(weeks, signal),
      weeks,
    ),
    placeholderData: keepPreviousData,
  });
}

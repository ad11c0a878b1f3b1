import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const COMPLETION_RATE_LABEL = 'studio.completionRate';

export interface CompletionFigures {
  enrolled: number;
  withdrawn: number;
  completed: number;
  completionRate: number;
}

/** `GET completion-rate`: the whole project's enrolments and completion rate. */
export async function getCompletionRate(signal?: AbortSignal) {
  const body = await request<ApiResponse<CompletionFigures>>({
    method: 'GET',
    url: 'completion-rate',
    apiType: 'lms',
    label: COMPLETION_RATE_LABEL,
    signal,
  });
  return body.data;
}

export function useCompletionRate() {
  return useQuery(
    labelQueryOptions(COMPLETION_RATE_LABEL, ({ signal }) => getCompletionRate(signal)),
  );
}

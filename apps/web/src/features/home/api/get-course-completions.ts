import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const COURSE_COMPLETIONS_LABEL = 'home.courseCompletions';

export interface CourseCompletions {
  enrolled: number;
  withdrawn: number;
  completed: number;
  completionRate: number;
}

/**
 * `GET /lms/v1/completion-rate`: the learning project's completions, asked of the learning
 * service itself (the main service never reads its tables, docs/domains/dashboard.md).
 */
export async function getCourseCompletions(signal?: AbortSignal): Promise<CourseCompletions> {
  const body = await request<ApiResponse<CourseCompletions>>({
    method: 'GET',
    url: 'completion-rate',
    apiType: 'lms',
    label: COURSE_COMPLETIONS_LABEL,
    signal,
    // The card says it: a toast on the landing page would say it twice.
    hideErrorMessage: true,
  });
  return body.data;
}

export function useCourseCompletions() {
  return useQuery({
    ...labelQueryOptions(COURSE_COMPLETIONS_LABEL, ({ signal }) => getCourseCompletions(signal)),
    staleTime: 60_000,
  });
}

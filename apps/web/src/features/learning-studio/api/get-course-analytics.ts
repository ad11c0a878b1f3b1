import { useQuery } from '@tanstack/react-query';
import type { CourseAnalytics } from '@pamoja/contract/learning-analytics';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const COURSE_ANALYTICS_LABEL = 'studio.courseAnalytics';

/** `GET analytics/courses/{id}`: the course's figures (its instructors and ADMIN only). */
export async function getCourseAnalytics(id: string, quiet: boolean, signal?: AbortSignal) {
  const body = await request<ApiResponse<CourseAnalytics>>({
    method: 'GET',
    url: `analytics/courses/${id}`,
    apiType: 'lms',
    label: COURSE_ANALYTICS_LABEL,
    hideErrorMessage: quiet,
    signal,
  });
  return body.data;
}

/** `quiet`: a list cell that asks for every row must not toast a course it may not read. */
export function useCourseAnalytics(id: string, quiet = false) {
  return useQuery(
    labelQueryOptions(
      COURSE_ANALYTICS_LABEL,
      ({ signal }) => getCourseAnalytics(id, quiet, signal),
      id,
    ),
  );
}

import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const COURSES_IN_PROGRESS_LABEL = 'home.coursesInProgress';

export interface CourseInProgress {
  id: string;
  courseTitle: string;
  courseSlug: string;
  percent: number;
}

/**
 * The member's active enrolments, asked of the learning service itself (`/lms/v1`): the main
 * service never reads learning's tables (docs/domains/dashboard.md).
 */
export async function listCoursesInProgress(signal?: AbortSignal): Promise<CourseInProgress[]> {
  const body = await request<ApiResponse<CourseInProgress[]>>({
    method: 'GET',
    url: 'enrollments/me',
    apiType: 'lms',
    query: { page: 1, limit: 5, status: 'ACTIVE' },
    label: COURSES_IN_PROGRESS_LABEL,
    signal,
    hideErrorMessage: true,
  });
  return body.data;
}

export function useCoursesInProgress() {
  return useQuery(
    labelQueryOptions(COURSES_IN_PROGRESS_LABEL, ({ signal }) => listCoursesInProgress(signal), {}),
  );
}

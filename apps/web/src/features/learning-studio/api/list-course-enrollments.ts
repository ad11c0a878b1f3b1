import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@pamoja/contract/api-response';
import type { CourseEnrollment, EnrollmentStatus } from '@pamoja/contract/enrollments';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const COURSE_ENROLLMENTS_LABEL = 'studio.courseEnrollments';
export const LEARNERS_PAGE_SIZE = 10;

export interface LearnerFilters {
  page: number;
  status: EnrollmentStatus | '';
}

export interface LearnerPage {
  items: CourseEnrollment[];
  pagination: Pagination;
}

/** `GET courses/{id}/enrollments`: the course's learners (its instructors and ADMIN only). */
export async function listCourseEnrollments(
  courseId: string,
  filters: LearnerFilters,
  signal?: AbortSignal,
) {
  const body = await request<ApiResponse<CourseEnrollment[]>>({
    method: 'GET',
    url: `courses/${courseId}/enrollments`,
    apiType: 'lms',
    query: { page: filters.page, limit: LEARNERS_PAGE_SIZE, status: filters.status },
    label: COURSE_ENROLLMENTS_LABEL,
    signal,
  });
  const fallback = { page: filters.page, limit: LEARNERS_PAGE_SIZE, total: body.data.length };
  return { items: body.data, pagination: body.pagination ?? fallback } satisfies LearnerPage;
}

export function useCourseEnrollments(courseId: string, filters: LearnerFilters) {
  return useQuery({
    ...labelQueryOptions(
      COURSE_ENROLLMENTS_LABEL,
      ({ signal }) => listCourseEnrollments(courseId, filters, signal),
      { courseId, ...filters },
    ),
    placeholderData: keepPreviousData,
  });
}

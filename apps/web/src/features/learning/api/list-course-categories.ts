import { useQuery } from '@tanstack/react-query';
import type { Course } from '@pamoja/contract/courses';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const COURSE_CATEGORIES_LABEL = 'learning.categories';

/**
 * The categories the catalogue offers as a filter. The service has no list of categories (a
 * course names its own), so they are read off the first hundred courses the caller may see.
 */
export async function listCourseCategories(signal?: AbortSignal): Promise<string[]> {
  const body = await request<ApiResponse<Course[]>>({
    method: 'GET',
    url: 'courses',
    apiType: 'lms',
    query: { page: 1, limit: 100 },
    label: COURSE_CATEGORIES_LABEL,
    signal,
    // The catalogue itself says when the service fails; one toast is enough.
    hideErrorMessage: true,
  });
  return [...new Set(body.data.map((course) => course.category))].sort((a, b) =>
    a.localeCompare(b),
  );
}

export const courseCategoriesQueryOptions = () => ({
  ...labelQueryOptions(COURSE_CATEGORIES_LABEL, ({ signal }) => listCourseCategories(signal)),
  staleTime: 5 * 60_000,
});

export function useCourseCategories() {
  return useQuery(courseCategoriesQueryOptions());
}

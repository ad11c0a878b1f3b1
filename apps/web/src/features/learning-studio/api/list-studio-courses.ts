import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@pamoja/contract/api-response';
import type { Course, CourseStatus } from '@pamoja/contract/courses';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const STUDIO_COURSES_LABEL = 'studio.courses';
export const PAGE_SIZE = 10;

export interface StudioFilters {
  page: number;
  status: CourseStatus | '';
  search: string;
  /** Only the courses the caller teaches ("Mine"); else every course they may see ("All"). */
  mine: boolean;
}

export interface CoursePage {
  items: Course[];
  pagination: Pagination;
}

/**
 * `GET courses`: an instructor's own courses of any status and others' published ones, an
 * ADMIN's every course; `mine=true` keeps those the caller teaches.
 */
export async function listStudioCourses(filters: StudioFilters, signal?: AbortSignal) {
  const body = await request<ApiResponse<Course[]>>({
    method: 'GET',
    url: 'courses',
    apiType: 'lms',
    query: {
      page: filters.page,
      limit: PAGE_SIZE,
      status: filters.status,
      search: filters.search,
      // "All" sends nothing: the service's own rule of who sees what.
      mine: filters.mine ? 'true' : undefined,
    },
    label: STUDIO_COURSES_LABEL,
    signal,
  });
  const fallback = { page: filters.page, limit: PAGE_SIZE, total: body.data.length };
  return { items: body.data, pagination: body.pagination ?? fallback } satisfies CoursePage;
}

export function useStudioCourses(filters: StudioFilters) {
  return useQuery({
    ...labelQueryOptions(
      STUDIO_COURSES_LABEL,
      ({ signal }) => listStudioCourses(filters, signal),
      filters,
    ),
    placeholderData: keepPreviousData,
  });
}

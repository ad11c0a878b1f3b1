import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@pamoja/contract/api-response';
import type { Course } from '@pamoja/contract/courses';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const COURSES_LABEL = 'learning.courses';
export const COURSES_PAGE_SIZE = 10;

/** The catalogue's filters; empty means "any" (the client drops empty query values). */
export interface CourseFilters {
  page: number;
  search: string;
  category: string;
}

export interface CoursePage {
  items: Course[];
  pagination: Pagination;
}

/** `GET courses?page&limit&category&search` of the learning service: ten a page. */
export async function listCourses(
  filters: CourseFilters,
  signal?: AbortSignal,
): Promise<CoursePage> {
  const { page, search, category } = filters;
  const body = await request<ApiResponse<Course[]>>({
    method: 'GET',
    url: 'courses',
    apiType: 'lms',
    query: { page, limit: COURSES_PAGE_SIZE, search: search.trim(), category },
    label: COURSES_LABEL,
    signal,
  });
  return {
    items: body.data,
    pagination: body.pagination ?? { page, limit: COURSES_PAGE_SIZE, total: body.data.length },
  };
}

export const coursesQueryOptions = (filters: CourseFilters) =>
  labelQueryOptions(COURSES_LABEL, ({ signal }) => listCourses(filters, signal), filters);

export function useCourses(filters: CourseFilters) {
  return useQuery({ ...coursesQueryOptions(filters), placeholderData: keepPreviousData });
}

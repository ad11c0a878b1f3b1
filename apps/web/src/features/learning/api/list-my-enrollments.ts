import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@pamoja/contract/api-response';
import type { EnrollmentStatus } from '@pamoja/contract/enrollments';
import type { Enrollment } from '@pamoja/contract/enrollments';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const MY_ENROLLMENTS_LABEL = 'learning.myEnrollments';

export type MyEnrollment = Enrollment & {
  courseTitle: string;
  courseSlug: string;
  percent: number;
};

export interface MyEnrollmentFilters {
  page: number;
  limit: number;
  status: EnrollmentStatus | '';
}

export interface MyEnrollmentPage {
  items: MyEnrollment[];
  pagination: Pagination;
}

/** `GET enrollments/me?page&limit&status`: the caller's enrolments with their progress. */
export async function listMyEnrollments(
  filters: MyEnrollmentFilters,
  signal?: AbortSignal,
): Promise<MyEnrollmentPage> {
  const body = await request<ApiResponse<MyEnrollment[]>>({
    method: 'GET',
    url: 'enrollments/me',
    apiType: 'lms',
    query: { ...filters },
    label: MY_ENROLLMENTS_LABEL,
    signal,
  });
  return {
    items: body.data,
    pagination: body.pagination ?? {
      page: filters.page,
      limit: filters.limit,
      total: body.data.length,
    },
  };
}

export const myEnrollmentsQueryOptions = (filters: MyEnrollmentFilters) =>
  labelQueryOptions(
    MY_ENROLLMENTS_LABEL,
    ({ signal }) => listMyEnrollments(filters, signal),
    filters,
  );

export function useMyEnrollments(filters: MyEnrollmentFilters) {
  return useQuery({ ...myEnrollmentsQueryOptions(filters), placeholderData: keepPreviousData });
}

import { useQuery } from '@tanstack/react-query';
import type { CourseDetail } from '@pamoja/contract/courses';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const COURSE_LABEL = 'learning.course';

/** `GET courses/{idOrSlug}`: the course with its outline, materials and instructors. */
export async function getCourse(idOrSlug: string, signal?: AbortSignal): Promise<CourseDetail> {
  const body = await request<ApiResponse<CourseDetail>>({
    method: 'GET',
    url: `courses/${encodeURIComponent(idOrSlug)}`,
    apiType: 'lms',
    label: COURSE_LABEL,
    signal,
  });
  return body.data;
}

export const courseQueryOptions = (idOrSlug: string) =>
  labelQueryOptions(COURSE_LABEL, ({ signal }) => getCourse(idOrSlug, signal), { idOrSlug });

export function useCourse(idOrSlug: string) {
  return useQuery(courseQueryOptions(idOrSlug));
}

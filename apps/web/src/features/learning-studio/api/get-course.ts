import { useQuery } from '@tanstack/react-query';
import type { CourseDetail } from '@pamoja/contract/courses';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const STUDIO_COURSE_LABEL = 'studio.course';

/** `GET courses/{id}`: the course with its outline; its editors also get the quiz answers. */
export async function getCourse(id: string, signal?: AbortSignal) {
  const body = await request<ApiResponse<CourseDetail>>({
    method: 'GET',
    url: `courses/${encodeURIComponent(id)}`,
    apiType: 'lms',
    label: STUDIO_COURSE_LABEL,
    signal,
  });
  return body.data;
}

export const courseQueryOptions = (id: string) =>
  labelQueryOptions(STUDIO_COURSE_LABEL, ({ signal }) => getCourse(id, signal), id);

export function useCourse(id: string) {
  return useQuery(courseQueryOptions(id));
}

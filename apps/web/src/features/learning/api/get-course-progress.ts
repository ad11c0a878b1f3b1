import { useQuery } from '@tanstack/react-query';
import type { CourseProgress } from '@pamoja/contract/enrollments';
import { isHttpError } from '../../../shared/http/http-error';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const COURSE_PROGRESS_LABEL = 'learning.courseProgress';

/**
 * `GET progress/courses/{id}`: the caller's progress and what is still missing. Not enrolled is
 * a 404, which here means "no progress" (null), not a failure.
 */
export async function getCourseProgress(
  courseId: string,
  signal?: AbortSignal,
): Promise<CourseProgress | null> {
  try {
    const body = await request<ApiResponse<CourseProgress>>({
      method: 'GET',
      url: `progress/courses/${encodeURIComponent(courseId)}`,
      apiType: 'lms',
      label: COURSE_PROGRESS_LABEL,
      signal,
      hideErrorMessage: true,
    });
    return body.data;
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return null;
    throw error;
  }
}

export const courseProgressQueryOptions = (courseId: string) =>
  labelQueryOptions(COURSE_PROGRESS_LABEL, ({ signal }) => getCourseProgress(courseId, signal), {
    courseId,
  });

export function useCourseProgress(courseId: string | undefined) {
  return useQuery({ ...courseProgressQueryOptions(courseId ?? ''), enabled: Boolean(courseId) });
}

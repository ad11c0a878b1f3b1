import { useMutation } from '@tanstack/react-query';
import type { Course } from '@pamoja/contract/courses';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { useRefreshCourse } from './refresh-course';

export const PUBLISH_COURSE_LABEL = 'studio.publishCourse';

/** `PUT courses/{id}/publish`; the screen shows a refusal in its dialog, not as a toast. */
export async function publishCourse(id: string) {
  const body = await request<ApiResponse<Course>>({
    method: 'PUT',
    url: `courses/${id}/publish`,
    apiType: 'lms',
    label: PUBLISH_COURSE_LABEL,
    hideErrorMessage: true,
  });
  return body.data;
}

export function usePublishCourse() {
  const refresh = useRefreshCourse();
  return useMutation({
    ...labelMutationOptions(PUBLISH_COURSE_LABEL, publishCourse),
    onSuccess: refresh,
  });
}

import { useMutation } from '@tanstack/react-query';
import type { Course } from '@pamoja/contract/courses';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { useRefreshCourse } from './refresh-course';

export const ARCHIVE_COURSE_LABEL = 'studio.archiveCourse';

/** `PUT courses/{id}/archive`; the screen shows a refusal in its dialog, not as a toast. */
export async function archiveCourse(id: string) {
  const body = await request<ApiResponse<Course>>({
    method: 'PUT',
    url: `courses/${id}/archive`,
    apiType: 'lms',
    label: ARCHIVE_COURSE_LABEL,
    hideErrorMessage: true,
  });
  return body.data;
}

export function useArchiveCourse() {
  const refresh = useRefreshCourse();
  return useMutation({
    ...labelMutationOptions(ARCHIVE_COURSE_LABEL, archiveCourse),
    onSuccess: refresh,
  });
}

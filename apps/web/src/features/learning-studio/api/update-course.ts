import { useMutation } from '@tanstack/react-query';
import type { Course, CourseChanges } from '@pamoja/contract/courses';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { useRefreshCourse } from './refresh-course';

export const UPDATE_COURSE_LABEL = 'studio.updateCourse';

/** `PUT courses/{id}`: details and the completion rule. */
export async function updateCourse({ id, changes }: { id: string; changes: CourseChanges }) {
  const body = await request<ApiResponse<Course>>({
    method: 'PUT',
    url: `courses/${id}`,
    apiType: 'lms',
    data: changes,
    label: UPDATE_COURSE_LABEL,
    hideErrorMessage: true,
  });
  return body.data;
}

export function useUpdateCourse() {
  const refresh = useRefreshCourse();
  return useMutation({
    ...labelMutationOptions(UPDATE_COURSE_LABEL, updateCourse),
    onSuccess: refresh,
  });
}

import { useMutation } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { useRefreshCourse } from './refresh-course';

export const DELETE_LESSON_LABEL = 'studio.deleteLesson';

/** `DELETE courses/{id}/lessons/{lessonId}`. */
export async function deleteLesson({ courseId, lessonId }: { courseId: string; lessonId: string }) {
  const body = await request<ApiResponse<unknown> | undefined>({
    method: 'DELETE',
    url: `courses/${courseId}/lessons/${lessonId}`,
    apiType: 'lms',
    label: DELETE_LESSON_LABEL,
    hideErrorMessage: true,
  });
  return body?.data;
}

export function useDeleteLesson() {
  const refresh = useRefreshCourse();
  return useMutation({
    ...labelMutationOptions(DELETE_LESSON_LABEL, deleteLesson),
    onSuccess: refresh,
  });
}

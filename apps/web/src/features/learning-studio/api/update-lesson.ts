import { useMutation } from '@tanstack/react-query';
import type { Lesson, LessonInput } from '@pamoja/contract/lessons';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { useRefreshCourse } from './refresh-course';

export const UPDATE_LESSON_LABEL = 'studio.updateLesson';

/** `PUT courses/{id}/lessons/{lessonId}`: replaces the lesson whole. */
export async function updateLesson({
  courseId,
  lessonId,
  lesson,
}: {
  courseId: string;
  lessonId: string;
  lesson: LessonInput;
}) {
  const body = await request<ApiResponse<Lesson>>({
    method: 'PUT',
    url: `courses/${courseId}/lessons/${lessonId}`,
    apiType: 'lms',
    data: lesson,
    label: UPDATE_LESSON_LABEL,
    hideErrorMessage: true,
  });
  return body.data;
}

export function useUpdateLesson() {
  const refresh = useRefreshCourse();
  return useMutation({
    ...labelMutationOptions(UPDATE_LESSON_LABEL, updateLesson),
    onSuccess: refresh,
  });
}

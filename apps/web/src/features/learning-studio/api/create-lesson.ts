import { useMutation } from '@tanstack/react-query';
import type { Lesson, LessonInput } from '@pamoja/contract/lessons';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { useRefreshCourse } from './refresh-course';

export const CREATE_LESSON_LABEL = 'studio.createLesson';

/** `POST courses/{id}/lessons`: the content is checked by its type. */
export async function createLesson({
  courseId,
  lesson,
}: {
  courseId: string;
  lesson: LessonInput;
}) {
  const body = await request<ApiResponse<Lesson>>({
    method: 'POST',
    url: `courses/${courseId}/lessons`,
    apiType: 'lms',
    data: lesson,
    label: CREATE_LESSON_LABEL,
    hideErrorMessage: true,
  });
  return body.data;
}

export function useCreateLesson() {
  const refresh = useRefreshCourse();
  return useMutation({
    ...labelMutationOptions(CREATE_LESSON_LABEL, createLesson),
    onSuccess: refresh,
  });
}

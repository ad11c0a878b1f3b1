import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttemptInput, AttemptResult } from '@pamoja/contract/learning-credentials';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { COURSE_PROGRESS_LABEL } from './get-course-progress';

export const SUBMIT_ATTEMPT_LABEL = 'learning.submitAttempt';

export interface SubmitAttemptVariables {
  lessonId: string;
  input: AttemptInput;
}

/** `POST lessons/{id}/attempts`: graded on the server; the correct options come back only now. */
export async function submitAttempt({
  lessonId,
  input,
}: SubmitAttemptVariables): Promise<AttemptResult> {
  const body = await request<ApiResponse<AttemptResult>>({
    method: 'POST',
    url: `lessons/${encodeURIComponent(lessonId)}/attempts`,
    apiType: 'lms',
    data: input,
    label: SUBMIT_ATTEMPT_LABEL,
    hideSuccessMessage: true,
  });
  return body.data;
}

export const submitAttemptMutationOptions = () =>
  labelMutationOptions(SUBMIT_ATTEMPT_LABEL, submitAttempt);

export function useSubmitAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    ...submitAttemptMutationOptions(),
    // A passed quiz completes its lesson, and maybe the course.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [COURSE_PROGRESS_LABEL] }),
  });
}

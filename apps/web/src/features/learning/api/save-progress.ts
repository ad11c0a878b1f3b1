import { useMutation } from '@tanstack/react-query';
import type { LessonProgress, ProgressInput } from '@pamoja/contract/enrollments';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const SAVE_PROGRESS_LABEL = 'learning.saveProgress';

export interface SaveProgressVariables {
  lessonId: string;
  input: ProgressInput;
  /** Saves made in the background (opening, the 30-second beat, leaving) stay silent. */
  quiet?: boolean;
}

/** `PUT progress/lessons/{id}`: idempotent, and the server never lets progress go backwards. */
export async function saveProgress({
  lessonId,
  input,
  quiet = false,
}: SaveProgressVariables): Promise<LessonProgress> {
  const body = await request<ApiResponse<LessonProgress>>({
    method: 'PUT',
    url: `progress/lessons/${encodeURIComponent(lessonId)}`,
    apiType: 'lms',
    data: input,
    label: SAVE_PROGRESS_LABEL,
    hideSuccessMessage: true,
    hideErrorMessage: quiet,
  });
  return body.data;
}

export const saveProgressMutationOptions = () =>
  labelMutationOptions(SAVE_PROGRESS_LABEL, saveProgress);

export function useSaveProgress() {
  return useMutation(saveProgressMutationOptions());
}

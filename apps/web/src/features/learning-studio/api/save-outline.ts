import { useMutation } from '@tanstack/react-query';
import type { OutlineInput } from '@pamoja/contract/lessons';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { useRefreshCourse } from './refresh-course';

export const SAVE_OUTLINE_LABEL = 'studio.saveOutline';

/** `PUT courses/{id}/outline`: the full order, every section and lesson once. */
export async function saveOutline({
  courseId,
  outline,
}: {
  courseId: string;
  outline: OutlineInput;
}) {
  const body = await request<ApiResponse<unknown>>({
    method: 'PUT',
    url: `courses/${courseId}/outline`,
    apiType: 'lms',
    data: outline,
    label: SAVE_OUTLINE_LABEL,
    hideErrorMessage: true,
  });
  return body.data;
}

export function useSaveOutline() {
  const refresh = useRefreshCourse();
  return useMutation({
    ...labelMutationOptions(SAVE_OUTLINE_LABEL, saveOutline),
    onSuccess: refresh,
  });
}

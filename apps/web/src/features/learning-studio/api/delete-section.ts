import { useMutation } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { useRefreshCourse } from './refresh-course';

export const DELETE_SECTION_LABEL = 'studio.deleteSection';

/** `DELETE courses/{id}/sections/{sectionId}`: only an empty section (409 `SECTION_NOT_EMPTY`). */
export async function deleteSection({
  courseId,
  sectionId,
}: {
  courseId: string;
  sectionId: string;
}) {
  const body = await request<ApiResponse<unknown> | undefined>({
    method: 'DELETE',
    url: `courses/${courseId}/sections/${sectionId}`,
    apiType: 'lms',
    label: DELETE_SECTION_LABEL,
    hideErrorMessage: true,
  });
  return body?.data;
}

export function useDeleteSection() {
  const refresh = useRefreshCourse();
  return useMutation({
    ...labelMutationOptions(DELETE_SECTION_LABEL, deleteSection),
    onSuccess: refresh,
  });
}

import { useMutation } from '@tanstack/react-query';
import type { Section } from '@pamoja/contract/lessons';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { useRefreshCourse } from './refresh-course';

export const RENAME_SECTION_LABEL = 'studio.renameSection';

/** `PUT courses/{id}/sections/{sectionId}`. */
export async function renameSection({
  courseId,
  sectionId,
  title,
}: {
  courseId: string;
  sectionId: string;
  title: string;
}) {
  const body = await request<ApiResponse<Section>>({
    method: 'PUT',
    url: `courses/${courseId}/sections/${sectionId}`,
    apiType: 'lms',
    data: { title },
    label: RENAME_SECTION_LABEL,
    hideErrorMessage: true,
  });
  return body.data;
}

export function useRenameSection() {
  const refresh = useRefreshCourse();
  return useMutation({
    ...labelMutationOptions(RENAME_SECTION_LABEL, renameSection),
    onSuccess: refresh,
  });
}

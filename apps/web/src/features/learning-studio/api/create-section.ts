import { useMutation } from '@tanstack/react-query';
import type { Section } from '@pamoja/contract/lessons';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { useRefreshCourse } from './refresh-course';

export const CREATE_SECTION_LABEL = 'studio.createSection';

/** `POST courses/{id}/sections`: the new section goes last. */
export async function createSection({ courseId, title }: { courseId: string; title: string }) {
  const body = await request<ApiResponse<Section>>({
    method: 'POST',
    url: `courses/${courseId}/sections`,
    apiType: 'lms',
    data: { title },
    label: CREATE_SECTION_LABEL,
    hideErrorMessage: true,
  });
  return body.data;
}

export function useCreateSection() {
  const refresh = useRefreshCourse();
  return useMutation({
    ...labelMutationOptions(CREATE_SECTION_LABEL, createSection),
    onSuccess: refresh,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@pamoja/contract/api-response';
import type { Certificate } from '@pamoja/contract/learning-credentials';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const COURSE_CERTIFICATES_LABEL = 'studio.courseCertificates';
export const CERTIFICATES_PAGE_SIZE = 10;

export interface CertificatePage {
  items: Certificate[];
  pagination: Pagination;
}

/** `GET courses/{id}/certificates`: what the course issued, newest first (its instructors, ADMIN). */
export async function listCourseCertificates(courseId: string, page: number, signal?: AbortSignal) {
  const body = await request<ApiResponse<Certificate[]>>({
    method: 'GET',
    url: `courses/${courseId}/certificates`,
    apiType: 'lms',
    query: { page, limit: CERTIFICATES_PAGE_SIZE },
    label: COURSE_CERTIFICATES_LABEL,
    signal,
  });
  const fallback = { page, limit: CERTIFICATES_PAGE_SIZE, total: body.data.length };
  return { items: body.data, pagination: body.pagination ?? fallback } satisfies CertificatePage;
}

export function useCourseCertificates(courseId: string, page: number) {
  return useQuery({
    ...labelQueryOptions(
      COURSE_CERTIFICATES_LABEL,
      ({ signal }) => listCourseCertificates(courseId, page, signal),
      { courseId, page },
    ),
    placeholderData: keepPreviousData,
  });
}

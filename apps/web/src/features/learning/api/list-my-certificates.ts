import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@pamoja/contract/api-response';
import type { Certificate } from '@pamoja/contract/learning-credentials';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const MY_CERTIFICATES_LABEL = 'learning.myCertificates';
export const CERTIFICATES_PAGE_SIZE = 10;

export interface CertificatePage {
  items: Certificate[];
  pagination: Pagination;
}

/** `GET certificates/me?page&limit`: the caller's certificates, newest first. */
export async function listMyCertificates(
  page: number,
  signal?: AbortSignal,
): Promise<CertificatePage> {
  const body = await request<ApiResponse<Certificate[]>>({
    method: 'GET',
    url: 'certificates/me',
    apiType: 'lms',
    query: { page, limit: CERTIFICATES_PAGE_SIZE },
    label: MY_CERTIFICATES_LABEL,
    signal,
  });
  return {
    items: body.data,
    pagination: body.pagination ?? {
      page,
      limit: CERTIFICATES_PAGE_SIZE,
      total: body.data.length,
    },
  };
}

export const myCertificatesQueryOptions = (page: number) =>
  labelQueryOptions(MY_CERTIFICATES_LABEL, ({ signal }) => listMyCertificates(page, signal), {
    page,
  });

export function useMyCertificates(page: number) {
  return useQuery({ ...myCertificatesQueryOptions(page), placeholderData: keepPreviousData });
}

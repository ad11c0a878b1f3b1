import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { BlogDetail } from '../../mock/schemas/blog-schema';

export const BLOG_DETAIL_LABEL = 'demo.blog.detail';

/** `GET /blog/list/data/detail?id`: a 404 when the post does not exist. */
export function getBlogDetail(id: string, signal?: AbortSignal): Promise<BlogDetail> {
  return request<BlogDetail>({
    method: 'GET',
    apiType: 'demo',
    url: 'blog/list/data/detail',
    query: { id },
    label: BLOG_DETAIL_LABEL,
    // The page says "not found" itself rather than in a toast.
    hideErrorMessage: true,
    signal,
  });
}

export const blogDetailQueryOptions = (id: string) =>
  labelQueryOptions(BLOG_DETAIL_LABEL, ({ signal }) => getBlogDetail(id, signal), id);

export function useBlogDetail(id: string) {
  return useQuery(blogDetailQueryOptions(id));
}

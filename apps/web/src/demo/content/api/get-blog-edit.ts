import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { BlogEdit } from '../../mock/schemas/blog-schema';

export const BLOG_EDIT_LABEL = 'demo.blog.edit';

/** `GET /blog/list/data/edit?id`: a 404 when the post does not exist. */
export function getBlogEdit(id: string, signal?: AbortSignal): Promise<BlogEdit> {
  return request<BlogEdit>({
    method: 'GET',
    apiType: 'demo',
    url: 'blog/list/data/edit',
    query: { id },
    label: BLOG_EDIT_LABEL,
    // The page says "not found" itself rather than in a toast.
    hideErrorMessage: true,
    signal,
  });
}

export const blogEditQueryOptions = (id: string) =>
  labelQueryOptions(BLOG_EDIT_LABEL, ({ signal }) => getBlogEdit(id, signal), id);

export function useBlogEdit(id: string) {
  return useQuery(blogEditQueryOptions(id));
}

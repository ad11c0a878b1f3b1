import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { BlogSidebar } from '../../mock/schemas/blog-schema';

export const BLOG_SIDEBAR_LABEL = 'demo.blog.sidebar';

/** `GET /blog/list/data/sidebar`: recent posts and categories. */
export function getBlogSidebar(signal?: AbortSignal): Promise<BlogSidebar> {
  return request<BlogSidebar>({
    method: 'GET',
    apiType: 'demo',
    url: 'blog/list/data/sidebar',
    label: BLOG_SIDEBAR_LABEL,
    signal,
  });
}

export const blogSidebarQueryOptions = () =>
  labelQueryOptions(BLOG_SIDEBAR_LABEL, ({ signal }) => getBlogSidebar(signal));

export function useBlogSidebar() {
  return useQuery(blogSidebarQueryOptions());
}

import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { BlogListItem } from '../../mock/schemas/blog-schema';

export const BLOG_POSTS_LABEL = 'demo.blog.posts';

/** `GET /blog/list/data`: every post; the page searches and pages them itself, as the template does. */
export function listBlogPosts(signal?: AbortSignal): Promise<BlogListItem[]> {
  return request<BlogListItem[]>({
    method: 'GET',
    apiType: 'demo',
    url: 'blog/list/data',
    label: BLOG_POSTS_LABEL,
    signal,
  });
}

export const blogPostsQueryOptions = () =>
  labelQueryOptions(BLOG_POSTS_LABEL, ({ signal }) => listBlogPosts(signal));

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions());
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { BlogComment, NewBlogComment } from '../../mock/schemas/blog-schema';
import { BLOG_DETAIL_LABEL } from './get-blog-detail';
import { BLOG_POSTS_LABEL } from './list-blog-posts';

export const ADD_BLOG_COMMENT_LABEL = 'demo.blog.addComment';

/** `POST /blog/list/data/comment`: the comment as the post now lists it. */
export function addBlogComment(comment: NewBlogComment): Promise<BlogComment> {
  return request<BlogComment>({
    method: 'POST',
    apiType: 'demo',
    url: 'blog/list/data/comment',
    data: comment,
    label: ADD_BLOG_COMMENT_LABEL,
  });
}

export function useAddBlogComment() {
  const queryClient = useQueryClient();
  return useMutation({
    ...labelMutationOptions(ADD_BLOG_COMMENT_LABEL, addBlogComment),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [BLOG_DETAIL_LABEL] }),
        queryClient.invalidateQueries({ queryKey: [BLOG_POSTS_LABEL] }),
      ]),
  });
}

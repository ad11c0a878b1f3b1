import { http, HttpResponse } from 'msw';
import { queryOf } from '../lib/query';
import { isoDay } from '../lib/format';
import { avatarImage } from '../lib/placeholder-image';
import { notFound, readBody } from '../lib/respond';
import { newBlogCommentSchema } from '../schemas/blog-schema';
import type {
  BlogComment,
  BlogDetail,
  BlogEdit,
  BlogListItem,
  BlogSidebar,
} from '../schemas/blog-schema';
import { demoStore } from '../store/demo-store';

/** The post of `?id=` (the first one when the page gives none). */
function postOf(request: Request) {
  const raw = queryOf(request).get('id');
  const posts = demoStore().blog.posts;
  return raw === null ? posts[0] : posts.find(({ item }) => String(item.id) === raw);
}

export const blogHandlers = [
  http.get('/blog/list/data', () =>
    HttpResponse.json<BlogListItem[]>(demoStore().blog.posts.map(({ item }) => item)),
  ),

  http.get('/blog/list/data/sidebar', () =>
    HttpResponse.json<BlogSidebar>(demoStore().blog.sidebar),
  ),

  http.get('/blog/list/data/detail', ({ request }) => {
    const post = postOf(request);
    if (!post) return notFound('This post does not exist.');
    const { item } = post;
    return HttpResponse.json<BlogDetail>({
      blog: {
        id: item.id,
        img: item.img,
        title: item.title,
        avatar: item.avatar,
        userFullName: item.userFullName,
        createdTime: item.blogPosted,
        tags: item.tags,
        content: post.content,
        comments: post.comments.length,
        bookmarked: post.bookmarked,
      },
      comments: post.comments,
    });
  }),

  http.get('/blog/list/data/edit', ({ request }) => {
    const post = postOf(request);
    if (!post) return notFound('This post does not exist.');
    const { item } = post;
    return HttpResponse.json<BlogEdit>({
      id: item.id,
      avatar: item.avatar,
      userFullName: item.userFullName,
      createdTime: item.blogPosted,
      blogTitle: item.title,
      blogCategories: post.categories.map((category) => ({
        value: category.toLowerCase(),
        label: category,
      })),
      slug: post.slug,
      status: 'Published',
      excerpt: item.excerpt,
      featuredImage: item.img,
    });
  }),

  // The new comment joins the post's list (and its count) until the page is reloaded.
  http.post('/blog/list/data/comment', async ({ request }) => {
    const parsed = await readBody(request, newBlogCommentSchema);
    if (!parsed.ok) return parsed.response;
    const { id, name, commentText } = parsed.data;
    const post = demoStore().blog.posts.find(({ item }) => item.id === id);
    if (!post) return notFound('This post does not exist.');
    const comment: BlogComment = {
      avatar: avatarImage(name),
      userFullName: name,
      commentedAt: isoDay(new Date()),
      commentText,
    };
    post.comments.push(comment);
    post.item.comment = post.comments.length;
    return HttpResponse.json<BlogComment>(comment, { status: 201 });
  }),
];

import { z } from 'zod';

export const blogListItemSchema = z.object({
  id: z.number().int(),
  img: z.string(),
  title: z.string(),
  avatar: z.string(),
  userFullName: z.string(),
  /** ISO day. */
  blogPosted: z.string(),
  tags: z.array(z.string()),
  excerpt: z.string(),
  comment: z.number().int(),
});

export const blogSidebarSchema = z.object({
  recentPosts: z.array(
    z.object({ id: z.number().int(), img: z.string(), title: z.string(), createdTime: z.string() }),
  ),
  categories: z.array(z.object({ category: z.string(), icon: z.string() })),
});

export const blogCommentSchema = z.object({
  avatar: z.string(),
  userFullName: z.string(),
  commentedAt: z.string(),
  commentText: z.string(),
});

export const blogDetailSchema = z.object({
  blog: z.object({
    id: z.number().int(),
    img: z.string(),
    title: z.string(),
    avatar: z.string(),
    userFullName: z.string(),
    createdTime: z.string(),
    tags: z.array(z.string()),
    /** Plain-text paragraphs: the page renders them as text, never as markup. */
    content: z.array(z.string()),
    comments: z.number().int(),
    bookmarked: z.number().int(),
  }),
  comments: z.array(blogCommentSchema),
});

export const blogEditSchema = z.object({
  id: z.number().int(),
  avatar: z.string(),
  userFullName: z.string(),
  createdTime: z.string(),
  blogTitle: z.string(),
  blogCategories: z.array(z.object({ value: z.string(), label: z.string() })),
  slug: z.string(),
  status: z.literal('Published'),
  excerpt: z.string(),
  featuredImage: z.string(),
});

export type BlogListItem = z.infer<typeof blogListItemSchema>;
export type BlogSidebar = z.infer<typeof blogSidebarSchema>;
export type BlogComment = z.infer<typeof blogCommentSchema>;
export type BlogDetail = z.infer<typeof blogDetailSchema>;
export type BlogEdit = z.infer<typeof blogEditSchema>;

/** "Leave a Comment": the website is optional, the rest required. */
export const newBlogCommentSchema = z.object({
  id: z.number().int(),
  name: z.string().trim().min(1, 'name is required').max(100),
  email: z.email('must be a valid e-mail address'),
  website: z.union([z.literal(''), z.url('must be a link such as https://example.com')]),
  commentText: z.string().trim().min(1, 'comment is required').max(1000),
});

export type NewBlogComment = z.infer<typeof newBlogCommentSchema>;

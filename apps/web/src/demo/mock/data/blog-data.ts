import { isoDay, slugify } from '../lib/format';
import { avatarImage, pictureImage } from '../lib/placeholder-image';
import { withSeed } from '../lib/seeded';
import type { BlogComment, BlogListItem, BlogSidebar } from '../schemas/blog-schema';

export const BLOG_POST_COUNT = 9;
const CATEGORIES = ['Fashion', 'Food', 'Gaming', 'Quote', 'Video'];

export interface BlogPostRecord {
  item: BlogListItem;
  content: string[];
  comments: BlogComment[];
  bookmarked: number;
  slug: string;
  categories: string[];
}

export interface BlogData {
  posts: BlogPostRecord[];
  sidebar: BlogSidebar;
}

export function buildBlog(): BlogData {
  return withSeed('blog', (f) => {
    const posts = Array.from({ length: BLOG_POST_COUNT }, (_, index): BlogPostRecord => {
      const title = f.lorem.sentence({ min: 4, max: 8 }).replace(/\.$/, '');
      const author = f.person.fullName();
      const comments = Array.from({ length: f.number.int({ min: 0, max: 4 }) }, () => {
        const name = f.person.fullName();
        return {
          avatar: avatarImage(name),
          userFullName: name,
          commentedAt: isoDay(f.date.recent({ days: 60 })),
          commentText: f.lorem.sentences(2),
        };
      });
      const categories = f.helpers.arrayElements(CATEGORIES, { min: 1, max: 2 });
      return {
        item: {
          id: index + 1,
          img: pictureImage(title, 800, 400),
          title,
          avatar: avatarImage(author),
          userFullName: author,
          blogPosted: isoDay(f.date.recent({ days: 120 })),
          tags: categories,
          excerpt: f.lorem.sentences(2),
          comment: comments.length,
        },
        content: f.lorem.paragraphs(4, '\n').split('\n'),
        comments,
        bookmarked: f.number.int({ min: 0, max: 300 }),
        slug: slugify(title),
        categories,
      };
    });
    const sidebar: BlogSidebar = {
      recentPosts: posts.slice(0, 4).map(({ item }) => ({
        id: item.id,
        img: item.img,
        title: item.title,
        createdTime: item.blogPosted,
      })),
      categories: [
        { category: 'Fashion', icon: 'Watch' },
        { category: 'Food', icon: 'ShoppingCart' },
        { category: 'Gaming', icon: 'Command' },
        { category: 'Quote', icon: 'Hash' },
        { category: 'Video', icon: 'Video' },
      ],
    };
    return { posts, sidebar };
  });
}

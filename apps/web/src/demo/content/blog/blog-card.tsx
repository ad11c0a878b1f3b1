import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BlogListItem } from '../../mock/schemas/blog-schema';
import { useDay } from './use-day';

/** A post in the list: picture, title, author, date, tags, excerpt, comment count. */
export function BlogCard({ post }: { post: BlogListItem }) {
  const { t } = useTranslation('demo-content');
  const day = useDay();
  return (
    <article className="card h-100">
      <img src={post.img} alt="" className="card-img-top blog-card-img" />
      <div className="card-body d-flex flex-column">
        <h2 className="h5">
          <Link to={`/pages/blog/detail/${post.id}`} className="text-reset">
            {post.title}
          </Link>
        </h2>
        <div className="d-flex align-items-center gap-2 small mb-2">
          <img src={post.avatar} alt="" width={24} height={24} className="rounded-circle" />
          <span>{t('blog.by', { name: post.userFullName })}</span>
          <span className="text-body-secondary">· {day(post.blogPosted)}</span>
        </div>
        <ul className="list-inline mb-2" aria-label={t('blog.tags')}>
          {post.tags.map((tag) => (
            <li key={tag} className="list-inline-item badge text-bg-light border">
              {tag}
            </li>
          ))}
        </ul>
        <p className="flex-grow-1">{post.excerpt}</p>
        <div className="d-flex justify-content-between align-items-center">
          <span className="small d-inline-flex align-items-center gap-1">
            <MessageSquare size={14} aria-hidden="true" />
            {t('blog.comments', { count: post.comment })}
          </span>
          <Link
            to={`/pages/blog/detail/${post.id}`}
            className="small fw-semibold"
            aria-label={t('blog.readMoreOf', { title: post.title })}
          >
            {t('blog.readMore')}
          </Link>
        </div>
      </div>
    </article>
  );
}

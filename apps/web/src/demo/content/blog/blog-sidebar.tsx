import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BlogSidebar as SidebarData } from '../../mock/schemas/blog-schema';
import { topicIcon } from '../components/topic-icon';
import { useDay } from './use-day';

interface BlogSidebarProps {
  sidebar: SidebarData;
  /** The category the list shows, '' for all. */
  category: string;
  onCategory: (category: string) => void;
}

/** Recent posts and the categories, which filter the list. */
export function BlogSidebar({ sidebar, category, onCategory }: BlogSidebarProps) {
  const { t } = useTranslation('demo-content');
  const day = useDay();
  return (
    <aside aria-label={t('blog.sidebar')}>
      <section className="mb-4" aria-labelledby="blog-recent">
        <h2 id="blog-recent" className="h5">
          {t('blog.recent')}
        </h2>
        <ul className="list-unstyled">
          {sidebar.recentPosts.map((post) => (
            <li key={post.id} className="d-flex gap-3 mb-3">
              <img src={post.img} alt="" width={80} height={56} className="rounded blog-thumb" />
              <div>
                <Link to={`/pages/blog/detail/${post.id}`} className="fw-semibold">
                  {post.title}
                </Link>
                <div className="small text-body-secondary">{day(post.createdTime)}</div>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="blog-categories">
        <h2 id="blog-categories" className="h5">
          {t('blog.categories')}
        </h2>
        <div className="d-flex flex-wrap gap-2">
          {sidebar.categories.map((item) => {
            const Icon = topicIcon(item.icon);
            const chosen = item.category === category;
            return (
              <button
                key={item.category}
                type="button"
                className={`btn btn-sm ${chosen ? 'btn-primary' : 'btn-outline-primary'} d-inline-flex align-items-center gap-1`}
                aria-pressed={chosen}
                onClick={() => onCategory(chosen ? '' : item.category)}
              >
                <Icon size={14} aria-hidden="true" />
                {item.category}
              </button>
            );
          })}
        </div>
      </section>
    </aside>
  );
}

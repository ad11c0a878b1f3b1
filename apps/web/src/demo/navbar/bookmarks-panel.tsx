import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Star } from 'lucide-react';
import { useBookmarksStore } from './bookmarks-store';
import { fetchBookmarks, toggleBookmark } from './demo-search-api';
import { PageMark } from './page-mark';
import './navbar-search.scss';

const SHOWN = 8;

/**
 * The bookmarks' panel: the bookmarked pages, or the demo's pages matching the filter, each with
 * a star that toggles it through `/api/bookmarks/update`. Loaded on the first opening.
 */
export function BookmarksPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const bookmarks = useBookmarksStore((state) => state.bookmarks);
  const data = useQuery({
    queryKey: ['demo', 'bookmarks'],
    queryFn: async () => {
      const answer = await fetchBookmarks();
      useBookmarksStore.getState().replace(answer.suggestions);
      return answer;
    },
  });
  const marked = new Set(bookmarks.map((item) => item.id));
  const term = filter.trim().toLowerCase();
  const pages = term
    ? (data.data?.suggestions ?? []).filter((page) => page.title.toLowerCase().includes(term))
    : bookmarks;

  const toggle = (pageId: number) =>
    void toggleBookmark(pageId).then(useBookmarksStore.getState().apply);

  return (
    <div id={id} className="navbar-panel" role="group" aria-label={t('demoNavbar.bookmarks')}>
      <label htmlFor={filterId} className="form-label small">
        {t('demoNavbar.bookmarksFilter')}
      </label>
      <input
        id={filterId}
        type="search"
        className="form-control form-control-sm mb-2"
        value={filter}
        autoComplete="off"
        onChange={(event) => setFilter(event.target.value)}
      />
      {data.isPending && <p className="small mb-0">{t('demoNavbar.loading')}</p>}
      {data.isError && <p className="small mb-0 text-danger-emphasis">{t('demoNavbar.failed')}</p>}
      {!data.isPending && pages.length === 0 && (
        <p className="small mb-0">
          {term ? t('demoNavbar.empty', { query: filter.trim() }) : t('demoNavbar.noBookmarks')}
        </p>
      )}
      <ul className="navbar-panel-list">
        {pages.slice(0, SHOWN).map((page) => (
          <li key={page.id}>
            <Link to={page.link} className="navbar-panel-link" onClick={onClose}>
              <PageMark title={page.title} />
              <span>{page.title}</span>
            </Link>
            <button
              type="button"
              className="btn btn-icon btn-sm"
              aria-pressed={marked.has(page.id)}
              aria-label={t('demoNavbar.bookmarkPage', { title: page.title })}
              onClick={() => toggle(page.id)}
            >
              <Star
                size={16}
                aria-hidden="true"
                fill={marked.has(page.id) ? 'currentColor' : 'none'}
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

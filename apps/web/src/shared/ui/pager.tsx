import { useTranslation } from 'react-i18next';
import type { Pagination } from '@pamoja/contract/api-response';
import './pager.scss';

interface PagerProps {
  pagination: Pagination;
  onPage: (page: number) => void;
  /** What the page links page through, for screen readers (default 'Pages'). */
  label?: string;
}

/** The pages around the current one, with the first and last always in reach. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous > 1) result.push('gap');
    result.push(n);
  });
  return result;
}

/** The one pager of every list: 'from–to of total', previous/next and a window of pages. */
export function Pager({ pagination, onPage, label }: PagerProps) {
  const { t } = useTranslation();
  const { page, limit, total } = pagination;
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3">
      <p className="text-body-secondary small mb-0" aria-live="polite">
        {t('ui.table.showing', { from, to, total })}
      </p>
      {pages > 1 && (
        <nav aria-label={label ?? t('ui.table.pages')}>
          <ul className="pagination pagination-sm mb-0">
            <li className={`page-item ${page <= 1 ? 'disabled' : ''}`}>
              <button
                type="button"
                className="page-link"
                onClick={() => onPage(page - 1)}
                disabled={page <= 1}
              >
                {t('ui.table.previous')}
              </button>
            </li>
            {pageWindow(page, pages).map((item, index) =>
              item === 'gap' ? (
                <li key={`gap-${index}`} className="page-item disabled">
                  <span className="page-link">…</span>
                </li>
              ) : (
                <li key={item} className={`page-item ${item === page ? 'active' : ''}`}>
                  <button
                    type="button"
                    className="page-link"
                    onClick={() => onPage(item)}
                    aria-current={item === page ? 'page' : undefined}
                    aria-label={t('ui.table.page', { page: item })}
                  >
                    {item}
                  </button>
                </li>
              ),
            )}
            <li className={`page-item ${page >= pages ? 'disabled' : ''}`}>
              <button
                type="button"
                className="page-link"
                onClick={() => onPage(page + 1)}
                disabled={page >= pages}
              >
                {t('ui.table.next')}
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import './pagination.scss';

interface DemoPaginationProps {
  label: string;
  /** Extra classes (pagination-lg, justify-content-center, pagination-success…). */
  className?: string;
  /** How previous/next look: words, icons and words, or icons only. */
  arrows?: 'text' | 'both' | 'icons';
}

const PAGES = [1, 2, 3, 4, 5];

/** Five pages to move through, the current one marked for screen readers (aria-current). */
export function DemoPagination({ label, className = '', arrows = 'text' }: DemoPaginationProps) {
  const { t } = useTranslation('demo-ui');
  const [page, setPage] = useState(1);
  const arrow = (to: number, direction: 'previous' | 'next') => {
    const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
    const text = t(`pagination.${direction}`);
    return (
      <li className={`page-item${to < 1 || to > PAGES.length ? ' disabled' : ''}`}>
        <button
          type="button"
          className="page-link d-inline-flex align-items-center gap-1"
          aria-label={arrows === 'icons' ? text : undefined}
          disabled={to < 1 || to > PAGES.length}
          onClick={() => setPage(to)}
        >
          {direction === 'previous' && arrows !== 'text' && <Icon size={14} aria-hidden="true" />}
          {arrows !== 'icons' && text}
          {direction === 'next' && arrows !== 'text' && <Icon size={14} aria-hidden="true" />}
        </button>
      </li>
    );
  };
  return (
    <nav aria-label={label}>
      <ul className={`pagination flex-wrap ${className}`}>
        {arrow(page - 1, 'previous')}
        {PAGES.map((number) => (
          <li key={number} className={`page-item${number === page ? ' active' : ''}`}>
            <button
              type="button"
              className="page-link"
              aria-label={t('pagination.page', { number })}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => setPage(number)}
            >
              {number}
            </button>
          </li>
        ))}
        {arrow(page + 1, 'next')}
      </ul>
    </nav>
  );
}

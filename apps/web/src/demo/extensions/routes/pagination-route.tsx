import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Pager, pageWindow } from '../../../shared/ui/pager';
import { ShowcaseCard } from '../../forms-tables/components/showcase-card';
import { ShowcasePage } from '../../forms-tables/components/showcase-page';
import './pagination.scss';

const PAGES = 12;

interface LinksProps {
  label: string;
  size?: 'sm' | 'lg';
  align?: 'start' | 'center' | 'end';
  colour?: string;
  icons?: boolean;
  separated?: boolean;
}

/** Bootstrap's pagination in a style of the template: the page buttons work, the page is said. */
function PageLinks({
  label,
  size,
  align = 'start',
  colour,
  icons = false,
  separated = false,
}: LinksProps) {
  const { t } = useTranslation('demo-extensions');
  const [page, setPage] = useState(1);
  const classes = [
    'pagination',
    'mb-0',
    'flex-wrap',
    `justify-content-${align}`,
    size ? `pagination-${size}` : '',
    colour ? `pagination-${colour}` : '',
    separated ? 'pagination-separated' : '',
  ].join(' ');
  return (
    <nav aria-label={label}>
      <ul className={classes}>
        <li className={`page-item ${page === 1 ? 'disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            disabled={page === 1}
            onClick={() => setPage(page - 1)}
            aria-label={icons ? t('pagination.previous') : undefined}
          >
            {icons ? <ChevronLeft size={14} aria-hidden="true" /> : t('pagination.previous')}
          </button>
        </li>
        {pageWindow(page, PAGES).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="page-item disabled">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={item} className={`page-item ${item === page ? 'active' : ''}`}>
              <button
                type="button"
                className="page-link"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                onClick={() => setPage(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li className={`page-item ${page === PAGES ? 'disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            disabled={page === PAGES}
            onClick={() => setPage(page + 1)}
            aria-label={icons ? t('pagination.next') : undefined}
          >
            {icons ? <ChevronRight size={14} aria-hidden="true" /> : t('pagination.next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** `/extensions/pagination`: the app's pager, then Bootstrap's pagination in every style. */
export function PaginationRoute() {
  const { t } = useTranslation('demo-extensions');
  const [page, setPage] = useState(1);
  return (
    <ShowcasePage title={t('pagination.title')} lead={t('pagination.lead')}>
      <ShowcaseCard title={t('pagination.app')} description={t('pagination.appNote')} wide>
        <Pager
          pagination={{ page, limit: 10, total: 95 }}
          onPage={setPage}
          label={t('pagination.app')}
        />
      </ShowcaseCard>
      <ShowcaseCard title={t('pagination.basic')}>
        <PageLinks label={t('pagination.basic')} />
      </ShowcaseCard>
      <ShowcaseCard title={t('pagination.separated')}>
        <PageLinks label={t('pagination.separated')} separated />
      </ShowcaseCard>
      <ShowcaseCard title={t('pagination.icons')}>
        <PageLinks label={t('pagination.icons')} icons />
      </ShowcaseCard>
      <ShowcaseCard title={t('pagination.colours')}>
        {(['success', 'danger', 'info'] as const).map((colour) => (
          <div key={colour} className="mb-2">
            <PageLinks
              label={t('pagination.colourOf', { colour: t(`pagination.colour.${colour}`) })}
              colour={colour}
              icons
            />
          </div>
        ))}
      </ShowcaseCard>
      <ShowcaseCard title={t('pagination.positions')}>
        {(['start', 'center', 'end'] as const).map((align) => (
          <div key={align} className="mb-2">
            <PageLinks label={t(`pagination.align.${align}`)} align={align} icons />
          </div>
        ))}
      </ShowcaseCard>
      <ShowcaseCard title={t('pagination.sizes')}>
        <div className="mb-2">
          <PageLinks label={t('pagination.large')} size="lg" icons />
        </div>
        <PageLinks label={t('pagination.small')} size="sm" icons />
      </ShowcaseCard>
    </ShowcasePage>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExampleCard } from '../frame/example-card';
import { ShowcasePage } from '../frame/showcase-page';
import './breadcrumbs.scss';

const STYLES = ['slash', 'chevron', 'dot', 'arrow'] as const;
const ALIGNMENTS = ['start', 'center', 'end'] as const;

function Trail({ label, className = '' }: { label: string; className?: string }) {
  const { t } = useTranslation('demo-ui');
  return (
    <nav aria-label={label}>
      <ol className={`breadcrumb ${className}`}>
        <li className="breadcrumb-item">
          <Link to="/">{t('frame.home')}</Link>
        </li>
        <li className="breadcrumb-item">
          <Link to="/components/breadcrumbs">{t('frame.components')}</Link>
        </li>
        <li className="breadcrumb-item active" aria-current="page">
          {t('pages.breadcrumbs.title')}
        </li>
      </ol>
    </nav>
  );
}

/** `/components/breadcrumbs`: trails with other separators and alignments. */
export function BreadcrumbsPage() {
  const { t } = useTranslation('demo-ui');
  return (
    <ShowcasePage page="breadcrumbs">
      <ExampleCard title={t('breadcrumbs.default')}>
        <Trail label={t('breadcrumbs.default')} className="mb-0" />
      </ExampleCard>
      <ExampleCard title={t('breadcrumbs.styles')}>
        {STYLES.map((style) => (
          <Trail
            key={style}
            label={t(`breadcrumbs.style.${style}`)}
            className={`breadcrumb-${style}`}
          />
        ))}
      </ExampleCard>
      <ExampleCard title={t('breadcrumbs.alignment')} wide>
        {ALIGNMENTS.map((alignment) => (
          <Trail
            key={alignment}
            label={t(`breadcrumbs.align.${alignment}`)}
            className={`justify-content-${alignment}`}
          />
        ))}
      </ExampleCard>
    </ShowcasePage>
  );
}

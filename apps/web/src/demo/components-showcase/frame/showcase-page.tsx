import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import './showcase.scss';

interface ShowcasePageProps {
  /** The page's key under `pages` in the demo-ui namespace (its title and one-line summary). */
  page: string;
  /** Where the page sits in the menu: the Components group, or straight under User Interface. */
  group?: 'components' | 'ui';
  children: ReactNode;
}

/** The frame of every User Interface showcase page: breadcrumb, title, summary, examples. */
export function ShowcasePage({ page, group = 'components', children }: ShowcasePageProps) {
  const { t } = useTranslation('demo-ui');
  const title = t(`pages.${page}.title`);
  useDocumentTitle(title);
  return (
    <div className="showcase">
      <nav aria-label={t('frame.breadcrumb')}>
        <ol className="breadcrumb mb-2">
          <li className="breadcrumb-item">
            <Link to="/">{t('frame.home')}</Link>
          </li>
          <li className="breadcrumb-item">{t('frame.ui')}</li>
          {group === 'components' && <li className="breadcrumb-item">{t('frame.components')}</li>}
          <li className="breadcrumb-item active" aria-current="page">
            {title}
          </li>
        </ol>
      </nav>
      <h1 className="h3 mb-1">{title}</h1>
      <p className="text-body-secondary mb-4">{t(`pages.${page}.summary`)}</p>
      <div className="showcase-grid">{children}</div>
    </div>
  );
}

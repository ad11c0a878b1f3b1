import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLayoutOverride } from '../../../shared/customizer/layout-override';
import type { LayoutOverride } from '../../../shared/customizer/layout-override';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import './page-layout.scss';

type Option = 'collapseMenu' | 'layoutBoxed' | 'withoutMenu' | 'layoutEmpty' | 'layoutBlank';

interface LayoutOptionPageProps {
  option: Option;
  /** Held while the page is shown, over the saved customizer settings, which stay as they are. */
  override?: LayoutOverride;
  children?: ReactNode;
}

const NO_OVERRIDE: LayoutOverride = {};

/** One page-layout demo: the breadcrumb, what the option does, and that it is only this page's. */
function LayoutOptionPage({ option, override = NO_OVERRIDE, children }: LayoutOptionPageProps) {
  const { t } = useTranslation();
  const title = t(`demo.pageLayout.${option}.title`);
  useDocumentTitle(title);
  useLayoutOverride(override);
  return (
    <section aria-labelledby="page-layout-title">
      <nav aria-label={t('demo.pageLayout.breadcrumb')}>
        <ol className="breadcrumb">
          <li className="breadcrumb-item">
            <Link to="/">{t('demo.pageLayout.home')}</Link>
          </li>
          <li className="breadcrumb-item">{t('demo.pageLayout.group')}</li>
          <li className="breadcrumb-item active" aria-current="page">
            {title}
          </li>
        </ol>
      </nav>
      <h1 id="page-layout-title" className="h3 mb-3">
        {title}
      </h1>
      <div className="alert alert-info" role="note">
        <p className="mb-0">{t(`demo.pageLayout.${option}.text`)}</p>
        {option !== 'layoutEmpty' && option !== 'layoutBlank' && (
          <p className="mb-0 mt-2">{t('demo.pageLayout.kept')}</p>
        )}
      </div>
      {children}
    </section>
  );
}

export const CollapseMenuRoute = () => (
  <LayoutOptionPage option="collapseMenu" override={{ menuCollapsed: true }} />
);

export const LayoutBoxedRoute = () => (
  <LayoutOptionPage option="layoutBoxed" override={{ contentWidth: 'boxed' }} />
);

export const WithoutMenuRoute = () => (
  <LayoutOptionPage option="withoutMenu" override={{ menuHidden: true }} />
);

/** Nothing but the breadcrumb and the note, inside the usual frame. */
export const LayoutEmptyRoute = () => <LayoutOptionPage option="layoutEmpty" />;

/** Drawn in the blank layout by its route (demo/routes/layout-routes.ts), not by an override. */
export const LayoutBlankRoute = () => {
  const { t } = useTranslation();
  return (
    <div className="container-xxl py-4">
      <LayoutOptionPage option="layoutBlank">
        <Link to="/" className="btn btn-primary">
          {t('misc.backHome')}
        </Link>
      </LayoutOptionPage>
    </div>
  );
};

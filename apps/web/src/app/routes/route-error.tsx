import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * Last line of defence for the whole tree. A failed dynamic import usually means a new release
 * replaced the chunks: reloading fetches the new ones.
 */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <main className="misc-wrapper">
      <div className="misc-inner" role="alert">
        <h1 className="h2 mb-2">{t('misc.crash.title')}</h1>
        <p className="mb-4 text-body-secondary">
          {status ? `${status} · ` : ''}
          {t('misc.crash.text')}
        </p>
        <div className="misc-actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => window.location.reload()}
          >
            {t('misc.crash.reload')}
          </button>
          <a href="/" className="btn btn-outline-secondary">
            {t('misc.backHome')}
          </a>
        </div>
      </div>
    </main>
  );
}

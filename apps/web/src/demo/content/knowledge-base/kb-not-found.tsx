import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isHttpError } from '../../../shared/http/http-error';

interface KbNotFoundProps {
  error: unknown;
  retry: () => unknown;
}

/** An unknown category or article says so (404); any other failure offers a retry. */
export function KbFailure({ error, retry }: KbNotFoundProps) {
  const { t } = useTranslation('demo-content');
  if (isHttpError(error) && error.status === 404) {
    return (
      <div className="text-center py-5">
        <h1 className="h3">{t('kb.notFoundTitle')}</h1>
        <p className="text-body-secondary">{t('kb.notFoundText')}</p>
        <Link to="/pages/knowledge-base" className="btn btn-primary">
          {t('kb.backHome')}
        </Link>
      </div>
    );
  }
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
      <span>{isHttpError(error) ? error.text : t('kb.loadFailed')}</span>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void retry()}>
        {t('kb.retry')}
      </button>
    </div>
  );
}

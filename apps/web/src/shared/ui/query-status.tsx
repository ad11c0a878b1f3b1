import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../http/http-error';

interface QueryStatusProps<T> {
  query: {
    data: T | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  children: (data: T) => ReactNode;
}

/** Loading, failed (with the reason and a retry) or the data: every read screen needs all three. */
export function QueryStatus<T>({ query, children }: QueryStatusProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <p role="status" className="d-flex align-items-center gap-2 text-body-secondary">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        {t('common.loading')}
      </p>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
        <span>{isHttpError(query.error) ? query.error.text : t('common.loadFailed')}</span>
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          onClick={() => void query.refetch()}
        >
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

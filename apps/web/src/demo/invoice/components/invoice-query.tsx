import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isHttpError } from '../../../shared/http/http-error';
import type { InvoiceDetail } from '../../mock/schemas/invoice-schema';
import { useInvoice } from '../api/get-invoice';

/**
 * One invoice by id, or why not: an unknown id is the mock's 404, said in place of the invoice
 * with the way back to the list (a retry would only fail again).
 */
export function InvoiceQuery({
  id,
  children,
}: {
  id: string;
  children: (detail: InvoiceDetail) => ReactNode;
}) {
  const { t } = useTranslation('demo-invoice');
  const query = useInvoice(id);
  if (query.isPending) {
    return (
      <p role="status" className="d-flex align-items-center gap-2 text-body-secondary">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        {t('loading')}
      </p>
    );
  }
  if (query.isError) {
    const missing = isHttpError(query.error) && query.error.status === 404;
    return (
      <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
        <span>{isHttpError(query.error) ? query.error.text : t('loadFailed')}</span>
        {missing ? (
          <Link to="/apps/invoice/list" className="btn btn-sm btn-outline-danger">
            {t('backToList')}
          </Link>
        ) : (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            onClick={() => void query.refetch()}
          >
            {t('retry')}
          </button>
        )}
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

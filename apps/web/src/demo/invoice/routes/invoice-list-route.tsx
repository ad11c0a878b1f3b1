import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { usePageFor } from '../../../shared/hooks/use-page-for';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { SearchBox } from '../../../shared/ui/search-box';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import type { Invoice } from '../../mock/schemas/invoice-schema';
import { useDeleteInvoice } from '../api/delete-invoice';
import { useInvoiceList } from '../api/list-invoices';
import type { InvoiceListQuery, InvoiceSortColumn } from '../api/list-invoices';
import { InvoiceTable } from '../components/invoice-table';
import { INVOICE_STATUS_LIST, statusKey } from '../lib/invoice-status';
import { useInvoiceDownload } from '../lib/use-invoice-download';

/** Ten a page, as the template's list (docs/web-app.md). */
export const INVOICES_PER_PAGE = 10;

/** `/apps/invoice/list`: search, status filter, sort, pages, and each invoice's actions. */
export function InvoiceListRoute() {
  const { t } = useTranslation('demo-invoice');
  useDocumentTitle(t('list.title'));
  const statusId = useId();
  const [term, setTerm] = useState('');
  const [status, setStatus] = useState('');
  const [sort, setSort] = useState<Pick<InvoiceListQuery, 'sortColumn' | 'sort'>>({
    sortColumn: 'id',
    sort: 'desc',
  });
  const q = useDebouncedValue(term.trim(), 300);
  const [page, setPage] = usePageFor(`${q}|${status}`);
  const query: InvoiceListQuery = { q, status, page, perPage: INVOICES_PER_PAGE, ...sort };
  const list = useInvoiceList(query);
  const remove = useDeleteInvoice();
  const download = useInvoiceDownload();
  const [target, setTarget] = useState<Invoice | null>(null);

  const onSort = (column: InvoiceSortColumn) =>
    setSort((current) => ({
      sortColumn: column,
      sort: current.sortColumn === column && current.sort === 'asc' ? 'desc' : 'asc',
    }));

  const confirmDelete = () => {
    if (!target) return;
    // The last row of a page gone, the page before it is shown rather than an empty one.
    const lastOnPage = list.data?.invoices.length === 1 && page > 1;
    remove.mutate(target.id, {
      onSuccess: () => lastOnPage && setPage(page - 1),
      onSettled: () => setTarget(null),
    });
  };

  return (
    <section aria-labelledby="invoice-list-title">
      <h1 id="invoice-list-title" className="h3 mb-3">
        {t('list.title')}
      </h1>
      <div className="card">
        <div className="card-body">
          <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
            <Link
              to="/apps/invoice/add"
              className="btn btn-primary d-inline-flex align-items-center gap-1"
            >
              <Plus size={16} aria-hidden="true" />
              {t('list.add')}
            </Link>
            <div className="ms-sm-auto d-flex flex-wrap gap-2 flex-grow-1 flex-sm-grow-0">
              <SearchBox
                label={t('list.search')}
                hint={t('list.searchHint')}
                value={term}
                onChange={setTerm}
                className="flex-grow-1"
              />
              <div>
                <label htmlFor={statusId} className="visually-hidden">
                  {t('list.status')}
                </label>
                <select
                  id={statusId}
                  className="form-select"
                  value={status}
                  onChange={(event) => setStatus(event.target.value)}
                >
                  <option value="">{t('list.allStatuses')}</option>
                  {INVOICE_STATUS_LIST.map((value) => (
                    <option key={value} value={value}>
                      {t(statusKey(value))}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          </div>
          <InvoiceTable
            query={query}
            data={list.data}
            isPending={list.isPending}
            error={list.error}
            onRetry={() => void list.refetch()}
            onSort={onSort}
            onPage={setPage}
            onDelete={setTarget}
            onDownload={(invoice) => void download(invoice.id)}
          />
        </div>
      </div>
      <ConfirmDialog
        show={target !== null}
        title={t('list.deleteTitle')}
        confirmLabel={t('list.deleteConfirm')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setTarget(null)}
      >
        {target && t('list.deleteBody', { id: target.id, client: target.client.name })}
      </ConfirmDialog>
    </section>
  );
}

import { Download, Eye, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../shared/ui/data-table';
import type { DataColumn } from '../../../shared/ui/data-table';
import { ariaSortOf, SortButton } from '../../../shared/ui/sort-button';
import type { Invoice, InvoiceList } from '../../mock/schemas/invoice-schema';
import type { InvoiceListQuery, InvoiceSortColumn } from '../api/list-invoices';
import { useMoney } from '../lib/use-money';
import { ClientAvatar } from './client-avatar';
import { StatusBadge } from './status-badge';

interface InvoiceTableProps {
  query: InvoiceListQuery;
  data: InvoiceList | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  onSort: (column: InvoiceSortColumn) => void;
  onPage: (page: number) => void;
  onDelete: (invoice: Invoice) => void;
  onDownload: (invoice: Invoice) => void;
}

/** The list's table: sortable columns, ten rows a page, and each row's actions. */
export function InvoiceTable({
  query,
  data,
  onSort,
  onDelete,
  onDownload,
  ...rest
}: InvoiceTableProps) {
  const { t } = useTranslation('demo-invoice');
  const money = useMoney();
  const sortable = (id: InvoiceSortColumn, label: string) => {
    const direction = query.sortColumn === id ? query.sort : undefined;
    return {
      ariaSort: ariaSortOf(direction),
      header: (
        <SortButton direction={direction} onSort={() => onSort(id)}>
          {label}
        </SortButton>
      ),
    };
  };
  const columns: DataColumn<Invoice>[] = [
    {
      id: 'id',
      ...sortable('id', t('list.columns.id')),
      cell: (invoice) => (
        <Link to={`/apps/invoice/preview/${invoice.id}`} className="fw-semibold">
          #{invoice.id}
        </Link>
      ),
    },
    {
      id: 'status',
      ...sortable('invoiceStatus', t('list.columns.status')),
      cell: (invoice) => <StatusBadge status={invoice.invoiceStatus} />,
    },
    {
      id: 'client',
      ...sortable('client', t('list.columns.client')),
      cell: (invoice) => (
        <div className="d-flex align-items-center gap-2">
          <ClientAvatar name={invoice.client.name} src={invoice.avatar} />
          <div className="invoice-shrink">
            <div className="fw-semibold text-nowrap">{invoice.client.name}</div>
            <div className="small text-body-secondary">{invoice.client.companyEmail}</div>
          </div>
        </div>
      ),
    },
    {
      id: 'total',
      ...sortable('total', t('list.columns.total')),
      className: 'text-end text-nowrap',
      cell: (invoice) => money.dollars(invoice.total),
    },
    {
      id: 'issued',
      ...sortable('issuedDate', t('list.columns.issued')),
      className: 'text-nowrap',
      cell: (invoice) => money.day(invoice.issuedDate),
    },
    {
      id: 'balance',
      ...sortable('balance', t('list.columns.balance')),
      className: 'text-end text-nowrap',
      cell: (invoice) =>
        invoice.balance === 0 ? (
          <span className="badge bg-success-subtle text-success-emphasis">{t('list.paid')}</span>
        ) : (
          invoice.balance
        ),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('list.columns.actions')}</span>,
      className: 'text-end text-nowrap',
      cell: (invoice) => (
        <RowActions invoice={invoice} onDelete={onDelete} onDownload={onDownload} />
      ),
    },
  ];
  return (
    <DataTable
      caption={t('list.title')}
      columns={columns}
      rows={data?.invoices}
      rowKey={(invoice) => String(invoice.id)}
      pagination={data && { page: query.page, limit: query.perPage, total: data.total }}
      empty={t('list.empty')}
      {...rest}
    />
  );
}

interface RowActionsProps {
  invoice: Invoice;
  onDelete: (invoice: Invoice) => void;
  onDownload: (invoice: Invoice) => void;
}

function RowActions({ invoice, onDelete, onDownload }: RowActionsProps) {
  const { t } = useTranslation('demo-invoice');
  const name = { id: invoice.id };
  const icon = 'btn btn-sm btn-icon btn-link text-body p-1';
  return (
    <div className="d-inline-flex gap-1">
      <Link
        to={`/apps/invoice/preview/${invoice.id}`}
        className={icon}
        aria-label={t('list.actions.preview', name)}
        title={t('list.actions.preview', name)}
      >
        <Eye size={16} aria-hidden="true" />
      </Link>
      <Link
        to={`/apps/invoice/edit/${invoice.id}`}
        className={icon}
        aria-label={t('list.actions.edit', name)}
        title={t('list.actions.edit', name)}
      >
        <Pencil size={16} aria-hidden="true" />
      </Link>
      <button
        type="button"
        className={icon}
        onClick={() => onDownload(invoice)}
        aria-label={t('list.actions.download', name)}
        title={t('list.actions.download', name)}
      >
        <Download size={16} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={`${icon} text-danger`}
        onClick={() => onDelete(invoice)}
        aria-label={t('list.actions.delete', name)}
        title={t('list.actions.delete', name)}
      >
        <Trash2 size={16} aria-hidden="true" />
      </button>
    </div>
  );
}

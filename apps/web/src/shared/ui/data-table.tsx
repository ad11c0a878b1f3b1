import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from './pager';
import { Table } from './table';
import type { Pagination } from '@pamoja/contract/api-response';
import { isHttpError } from '../http/http-error';

export interface DataColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  className?: string;
  /** The column's sort state when the list is sortable by it (`aria-sort` on its header). */
  ariaSort?: 'ascending' | 'descending' | 'none';
}

interface DataTableProps<T> {
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  pagination?: Pagination;
  onPage?: (page: number) => void;
  isPending: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Said when the list is empty (or the search found nothing). */
  empty: ReactNode;
}

/** A list screen's table: loading, failed (with retry), empty, rows, and the pager under it. */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  pagination,
  onPage,
  isPending,
  error,
  onRetry,
  empty,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  if (isPending && rows === undefined) {
    return (
      <p role="status" className="d-flex align-items-center gap-2 text-body-secondary">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        {t('common.loading')}
      </p>
    );
  }
  if (rows === undefined) {
    return (
      <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
        <span>{isHttpError(error) ? error.text : t('common.loadFailed')}</span>
        {onRetry && (
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
            {t('common.retry')}
          </button>
        )}
      </div>
    );
  }
  if (rows.length === 0) {
    return <p className="text-body-secondary py-3 mb-0">{empty}</p>;
  }
  return (
    <>
      <Table caption={caption}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={column.className}
                aria-sort={column.ariaSort}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.id} className={column.className}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      {pagination && onPage && <Pager pagination={pagination} onPage={onPage} />}
    </>
  );
}

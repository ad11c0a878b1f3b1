import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pagination } from '@pamoja/contract/api-response';
import { isHttpError } from '../http/http-error';

export interface DataColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  className?: string;
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

/** The pages around the current one, with the first and last always in reach. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous > 1) result.push('gap');
    result.push(n);
  });
  return result;
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
      <div className="table-responsive">
        <table className="table table-hover align-middle mb-0">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" className={column.className}>
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
        </table>
      </div>
      {pagination && onPage && <TablePager pagination={pagination} onPage={onPage} />}
    </>
  );
}

function TablePager({
  pagination,
  onPage,
}: {
  pagination: Pagination;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { page, limit, total } = pagination;
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3">
      <p className="text-body-secondary small mb-0" aria-live="polite">
        {t('ui.table.showing', { from, to, total })}
      </p>
      {pages > 1 && (
        <nav aria-label={t('ui.table.pages')}>
          <ul className="pagination pagination-sm mb-0">
            <li className={`page-item ${page <= 1 ? 'disabled' : ''}`}>
              <button
                type="button"
                className="page-link"
                onClick={() => onPage(page - 1)}
                disabled={page <= 1}
              >
                {t('ui.table.previous')}
              </button>
            </li>
            {pageWindow(page, pages).map((item, index) =>
              item === 'gap' ? (
                <li key={`gap-${index}`} className="page-item disabled">
                  <span className="page-link">…</span>
                </li>
              ) : (
                <li key={item} className={`page-item ${item === page ? 'active' : ''}`}>
                  <button
                    type="button"
                    className="page-link"
                    onClick={() => onPage(item)}
                    aria-current={item === page ? 'page' : undefined}
                    aria-label={t('ui.table.page', { page: item })}
                  >
                    {item}
                  </button>
                </li>
              ),
            )}
            <li className={`page-item ${page >= pages ? 'disabled' : ''}`}>
              <button
                type="button"
                className="page-link"
                onClick={() => onPage(page + 1)}
                disabled={page >= pages}
              >
                {t('ui.table.next')}
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}

import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronDown, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Table } from '../../../shared/ui/table';
import type { SortDirection } from '../lib/employee-rows';

export interface ShowcaseColumn<T, K extends string = string> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The key the header sorts by; absent means not sortable. */
  sortKey?: K;
  className?: string;
}

export interface RowSelection<T> {
  isSelected: (row: T) => boolean;
  toggle: (row: T) => void;
  /** Ticks or clears every row shown. */
  toggleAll: () => void;
  allSelected: boolean;
  someSelected: boolean;
}

interface ShowcaseTableProps<T, K extends string> {
  caption: string;
  columns: readonly ShowcaseColumn<T, K>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Names a row for its checkbox and expand button ("Select Amina Otieno"). */
  rowName: (row: T) => string;
  sort?: { column: K; direction: SortDirection };
  onSort?: (column: K) => void;
  /** What an opened row shows under it. */
  details?: (row: T) => ReactNode;
  expanded?: ReadonlySet<string>;
  onExpand?: (key: string) => void;
  selection?: RowSelection<T>;
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  if (direction === 'asc') return <ArrowUp size={14} aria-hidden="true" />;
  if (direction === 'desc') return <ArrowDown size={14} aria-hidden="true" />;
  return <ArrowUpDown size={14} aria-hidden="true" className="opacity-50" />;
}

/**
 * The showcase's tables over the app's Table: headers that sort (with `aria-sort`), rows that
 * open to show more, and rows ticked for an action on them.
 */
export function ShowcaseTable<T, K extends string>(props: ShowcaseTableProps<T, K>) {
  const { t } = useTranslation('demo-forms');
  const { caption, columns, rows, rowKey, rowName, sort, onSort, details, selection } = props;
  const span = columns.length + (details ? 1 : 0) + (selection ? 1 : 0);
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          {selection && (
            <th scope="col" className="showcase-narrow">
              <input
                type="checkbox"
                className="form-check-input"
                aria-label={t('table.selectAll')}
                checked={selection.allSelected}
                ref={(box) => {
                  if (box) box.indeterminate = selection.someSelected && !selection.allSelected;
                }}
                onChange={selection.toggleAll}
              />
            </th>
          )}
          {details && (
            <th scope="col" className="showcase-narrow">
              <span className="visually-hidden">{t('table.details')}</span>
            </th>
          )}
          {columns.map((column) => {
            const direction = sort?.column === column.sortKey ? sort?.direction : undefined;
            const ariaSort =
              direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined;
            return (
              <th
                key={column.id}
                scope="col"
                className={column.className}
                aria-sort={column.sortKey ? (ariaSort ?? 'none') : undefined}
              >
                {column.sortKey && onSort ? (
                  <button
                    type="button"
                    className="btn btn-link btn-sm p-0 text-reset fw-semibold text-decoration-none d-inline-flex align-items-center gap-1"
                    onClick={() => onSort(column.sortKey as K)}
                  >
                    {column.header}
                    <SortIcon direction={direction} />
                  </button>
                ) : (
                  column.header
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const key = rowKey(row);
          const open = props.expanded?.has(key) ?? false;
          const detailId = `row-details-${key}`;
          return (
            <Fragment key={key}>
              <tr className={selection?.isSelected(row) ? 'table-active' : undefined}>
                {selection && (
                  <td>
                    <input
                      type="checkbox"
                      className="form-check-input"
                      aria-label={t('table.select', { name: rowName(row) })}
                      checked={selection.isSelected(row)}
                      onChange={() => selection.toggle(row)}
                    />
                  </td>
                )}
                {details && (
                  <td>
                    <button
                      type="button"
                      className="btn btn-sm btn-icon btn-outline-secondary p-1 lh-1"
                      aria-expanded={open}
                      aria-controls={open ? detailId : undefined}
                      aria-label={t('table.showDetails', { name: rowName(row) })}
                      onClick={() => props.onExpand?.(key)}
                    >
                      {open ? (
                        <ChevronDown size={16} aria-hidden="true" />
                      ) : (
                        <ChevronRight size={16} aria-hidden="true" />
                      )}
                    </button>
                  </td>
                )}
                {columns.map((column) => (
                  <td key={column.id} className={column.className}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
              {details && open && (
                <tr id={detailId}>
                  <td colSpan={span} className="bg-body-tertiary">
                    {details(row)}
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </Table>
  );
}

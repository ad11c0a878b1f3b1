import { useId } from 'react';
import type { ReactNode } from 'react';
import '../ui/table.scss';

export interface FiguresColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Figures line up on the right. */
  numeric?: boolean;
}

interface FiguresTableProps<T> {
  caption: string;
  columns: readonly FiguresColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The totals row, cell by column id. */
  footer?: Record<string, ReactNode>;
}

/**
 * A table of figures in its own scroll box: on a phone it scrolls sideways inside the box (which
 * takes the keyboard focus, so arrow keys scroll it too), never the page.
 */
export function FiguresTable<T>({ caption, columns, rows, rowKey, footer }: FiguresTableProps<T>) {
  const captionId = useId();
  const align = (column: FiguresColumn<T>) => (column.numeric ? 'text-end text-nowrap' : undefined);
  return (
    <div
      className="table-responsive"
      role="region"
      aria-labelledby={captionId}
      // Focusable so a keyboard can scroll a table wider than the screen.
      tabIndex={0}
    >
      <table className="table table-sm align-middle mb-0">
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={align(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.id} scope="row" className="fw-normal">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.id} className={align(column)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr className="fw-semibold">
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.id} scope="row">
                    {footer[column.id]}
                  </th>
                ) : (
                  <td key={column.id} className={align(column)}>
                    {footer[column.id]}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

import type { ReactNode } from 'react';
import './table.scss';

interface TableProps {
  /** Names the table for screen readers. */
  caption: string;
  /** The `thead` and `tbody`. */
  children: ReactNode;
  /** Bootstrap's table modifiers in place of the lists' `table-hover align-middle` (striped, dark…). */
  variant?: string;
}

/**
 * A table in its own horizontal scroll box (phones), with Bootstrap's table styles: what every
 * list of rows renders, directly or through the DataTable. The box is a named, focusable region
 * so a keyboard can scroll a table wider than the screen.
 */
export function Table({ caption, children, variant = 'table-hover align-middle' }: TableProps) {
  return (
    <div className="table-responsive" role="region" aria-label={caption} tabIndex={0}>
      <table className={`table ${variant} mb-0`}>
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

interface SortButtonProps {
  /** The column's name, as its header shows it. */
  children: ReactNode;
  /** The direction when the list is sorted by this column, else undefined. */
  direction: SortDirection | undefined;
  onSort: () => void;
}

/** `aria-sort` for the header cell that holds a SortButton. */
export function ariaSortOf(direction: SortDirection | undefined) {
  if (direction === undefined) return 'none' as const;
  return direction === 'asc' ? ('ascending' as const) : ('descending' as const);
}

/**
 * A sortable column's header: a button (keyboard and screen readers reach it) whose arrow says
 * the order; the header cell itself carries `aria-sort` (DataColumn.ariaSort).
 */
export function SortButton({ children, direction, onSort }: SortButtonProps) {
  const Icon = direction === undefined ? ArrowUpDown : direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      className="btn btn-link p-0 text-reset fw-semibold text-decoration-none d-inline-flex align-items-center gap-1 text-nowrap"
      onClick={onSort}
    >
      {children}
      <Icon size={14} aria-hidden="true" className={direction ? '' : 'opacity-50'} />
    </button>
  );
}

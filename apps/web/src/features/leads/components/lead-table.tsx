import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '../../../shared/ui/table';
import type { LeadRow } from '../api/list-leads';
import type { LeadColumn } from '../hooks/use-lead-columns';

export interface LeadTableColumn {
  id: LeadColumn;
  header: ReactNode;
  cell: (row: LeadRow) => ReactNode;
  className?: string;
}

interface LeadTableProps {
  caption: string;
  rows: readonly LeadRow[];
  columns: readonly LeadTableColumn[];
  onOpen: (lead: LeadRow) => void;
  /** Row checkboxes, for those who may change leads in bulk. */
  selection?: {
    isSelected: (id: string) => boolean;
    toggle: (lead: LeadRow) => void;
    togglePage: (rows: readonly LeadRow[], select: boolean) => void;
  };
}

/** The leads of one page: a click (or Enter) on a row opens the lead. */
export function LeadTable({ caption, rows, columns, onOpen, selection }: LeadTableProps) {
  const { t } = useTranslation();
  const chosen = selection ? rows.filter((row) => selection.isSelected(row.id)).length : 0;
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, lead: LeadRow) => {
    // Enter on the row itself; the controls inside handle their own keys.
    if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(lead);
  };
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          {selection && (
            <th scope="col" className="leads-check">
              <input
                type="checkbox"
                className="form-check-input"
                aria-label={t('leads.bulk.selectPage')}
                checked={chosen > 0 && chosen === rows.length}
                ref={(box) => {
                  if (box) box.indeterminate = chosen > 0 && chosen < rows.length;
                }}
                onChange={(event) => selection.togglePage(rows, event.target.checked)}
              />
            </th>
          )}
          <th scope="col">{t('leads.list.columns.code')}</th>
          {columns.map((column) => (
            <th key={column.id} scope="col" className={column.className}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.id}
            className="leads-row"
            tabIndex={0}
            onClick={() => onOpen(row)}
            onKeyDown={(event) => onKeyDown(event, row)}
          >
            {selection && (
              <td className="leads-check" onClick={(event) => event.stopPropagation()}>
                <input
                  type="checkbox"
                  className="form-check-input"
                  aria-label={t('leads.bulk.selectLead', { code: row.code })}
                  checked={selection.isSelected(row.id)}
                  onChange={() => selection.toggle(row)}
                />
              </td>
            )}
            <td className="text-nowrap">
              <button
                type="button"
                className="btn btn-link btn-sm p-0 fw-semibold"
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(row);
                }}
              >
                {row.code}
              </button>
            </td>
            {columns.map((column) => (
              <td key={column.id} className={column.className}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

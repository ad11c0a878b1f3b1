import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../shared/ui/pager';
import type { Employee } from '../../mock/schemas/employee-schema';
import { useEmployeeColumns } from '../../forms-tables/datatables/employee-columns';
import { ShowcaseTable } from '../../forms-tables/components/showcase-table';
import type { RowSelection } from '../../forms-tables/components/showcase-table';
import { pageRows, PER_PAGE } from '../../forms-tables/lib/employee-rows';

interface EmployeeExportTableProps {
  caption: string;
  employees: readonly Employee[];
  /** Ticked rows by id; absent shows no checkboxes. */
  selected?: ReadonlySet<number>;
  onSelect?: (next: ReadonlySet<number>) => void;
}

/** The employees ten a page, with a checkbox per row when rows can be ticked. */
export function EmployeeExportTable({
  caption,
  employees,
  selected,
  onSelect,
}: EmployeeExportTableProps) {
  const { t } = useTranslation('demo-extensions');
  const columns = useEmployeeColumns();
  const [page, setPage] = useState(1);
  const shown = pageRows(employees, page);
  const selection: RowSelection<Employee> | undefined =
    selected && onSelect
      ? {
          isSelected: (row) => selected.has(row.id),
          toggle: (row) => {
            const next = new Set(selected);
            if (next.has(row.id)) next.delete(row.id);
            else next.add(row.id);
            onSelect(next);
          },
          allSelected: shown.every((row) => selected.has(row.id)),
          someSelected: shown.some((row) => selected.has(row.id)),
          toggleAll: () => {
            const next = new Set(selected);
            const all = shown.every((row) => next.has(row.id));
            shown.forEach((row) => (all ? next.delete(row.id) : next.add(row.id)));
            onSelect(next);
          },
        }
      : undefined;
  return (
    <>
      <ShowcaseTable
        caption={caption}
        columns={columns}
        rows={shown}
        rowKey={(row) => String(row.id)}
        rowName={(row) => row.full_name}
        selection={selection}
      />
      <Pager
        pagination={{ page, limit: PER_PAGE, total: employees.length }}
        onPage={setPage}
        label={t('export.pages')}
      />
    </>
  );
}

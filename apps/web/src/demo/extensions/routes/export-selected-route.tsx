import { useState } from 'react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../shared/ui/query-status';
import type { Employee } from '../../mock/schemas/employee-schema';
import { useEmployees } from '../../forms-tables/api/list-employees';
import { ShowcaseCard } from '../../forms-tables/components/showcase-card';
import { ShowcasePage } from '../../forms-tables/components/showcase-page';
import { employeesSheet } from '../../forms-tables/datatables/employee-columns';
import { EmployeeExportTable } from '../components/employee-export-table';
import { ExportDialog } from '../components/export-dialog';
import { downloadSheet } from '../lib/spreadsheet';

function SelectableTable({ employees }: { employees: readonly Employee[] }) {
  const { t } = useTranslation('demo-extensions');
  const { t: tf } = useTranslation('demo-forms');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [open, setOpen] = useState(false);
  const ticked = employees.filter((row) => selected.has(row.id));
  return (
    <ShowcaseCard
      title={t('exportSelected.tableTitle')}
      wide
      actions={
        <div className="d-flex flex-wrap align-items-center gap-2">
          <span className="small text-body-secondary" aria-live="polite">
            {t('exportSelected.count', { count: ticked.length })}
          </span>
          {ticked.length > 0 && (
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              onClick={() => setSelected(new Set())}
            >
              {t('exportSelected.clear')}
            </button>
          )}
          <button
            type="button"
            className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
            disabled={ticked.length === 0}
            onClick={() => setOpen(true)}
          >
            <Download size={14} aria-hidden="true" />
            {t('exportSelected.button')}
          </button>
        </div>
      }
    >
      <EmployeeExportTable
        caption={t('exportSelected.tableTitle')}
        employees={employees}
        selected={selected}
        onSelect={setSelected}
      />
      <ExportDialog
        show={open}
        onHide={() => setOpen(false)}
        count={ticked.length}
        onExport={(name, format) =>
          downloadSheet(
            employeesSheet(ticked, (key) => tf(key)),
            name,
            format,
          )
        }
      />
    </ShowcaseCard>
  );
}

/** `/extensions/export-selected`: only the ticked rows, on any page, go into the file. */
export function ExportSelectedRoute() {
  const { t } = useTranslation('demo-extensions');
  const query = useEmployees();
  return (
    <ShowcasePage title={t('exportSelected.title')} lead={t('exportSelected.lead')}>
      <QueryStatus query={query}>
        {(employees) => <SelectableTable employees={employees} />}
      </QueryStatus>
    </ShowcasePage>
  );
}

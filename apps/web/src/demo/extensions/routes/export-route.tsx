import { useState } from 'react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useEmployees } from '../../forms-tables/api/list-employees';
import { ShowcaseCard } from '../../forms-tables/components/showcase-card';
import { ShowcasePage } from '../../forms-tables/components/showcase-page';
import { employeesSheet } from '../../forms-tables/datatables/employee-columns';
import { EmployeeExportTable } from '../components/employee-export-table';
import { ExportDialog } from '../components/export-dialog';
import { downloadSheet } from '../lib/spreadsheet';

/** `/extensions/export`: the whole table as CSV or XLSX, named in a dialog. */
export function ExportRoute() {
  const { t } = useTranslation('demo-extensions');
  const { t: tf } = useTranslation('demo-forms');
  const query = useEmployees();
  const [open, setOpen] = useState(false);
  return (
    <ShowcasePage title={t('export.title')} lead={t('export.lead')}>
      <QueryStatus query={query}>
        {(employees) => (
          <ShowcaseCard
            title={t('export.tableTitle')}
            wide
            actions={
              <button
                type="button"
                className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
                onClick={() => setOpen(true)}
              >
                <Download size={14} aria-hidden="true" />
                {t('export.button')}
              </button>
            }
          >
            <EmployeeExportTable caption={t('export.tableTitle')} employees={employees} />
            <ExportDialog
              show={open}
              onHide={() => setOpen(false)}
              count={employees.length}
              onExport={(name, format) =>
                downloadSheet(
                  employeesSheet(employees, (key) => tf(key)),
                  name,
                  format,
                )
              }
            />
          </ShowcaseCard>
        )}
      </QueryStatus>
    </ShowcasePage>
  );
}

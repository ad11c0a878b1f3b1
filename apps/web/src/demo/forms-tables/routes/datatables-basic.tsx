import { lazy, Suspense, useState } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../shared/ui/query-status';
import type { Employee } from '../../mock/schemas/employee-schema';
import { useEmployees } from '../api/list-employees';
import { ShowcaseCard } from '../components/showcase-card';
import { ShowcasePage } from '../components/showcase-page';
import { ClientTable } from '../datatables/client-table';
import { employeesSheet } from '../datatables/employee-columns';
import { ExportButtons } from '../datatables/export-buttons';

// The form (with react-hook-form and zod) arrives with the first "Add new record", not with
// the page: the page's budget (docs/web-app.md, "Budgets").
const AddEmployeeDialog = lazy(async () => ({
  default: (await import('../datatables/add-employee-dialog')).AddEmployeeDialog,
}));

function TableWithButtons({ employees }: { employees: readonly Employee[] }) {
  const { t } = useTranslation('demo-forms');
  const [added, setAdded] = useState<Employee[]>([]);
  const [adding, setAdding] = useState(false);
  // Mounted from the first opening on, so the dialog can animate out.
  const [wanted, setWanted] = useState(false);
  const rows = [...added, ...employees];
  const caption = t('datatables.buttons.title');
  return (
    <ShowcaseCard title={caption} description={t('datatables.buttons.description')} wide>
      <ClientTable
        caption={caption}
        employees={rows}
        tools={(found) => (
          <div className="d-flex flex-wrap gap-2">
            <ExportButtons
              sheet={() => employeesSheet(found, (key) => t(key))}
              fileName="employees"
              what={caption}
            />
            <button
              type="button"
              className="btn btn-sm btn-primary d-inline-flex align-items-center gap-1"
              onClick={() => {
                setWanted(true);
                setAdding(true);
              }}
            >
              <Plus size={14} aria-hidden="true" />
              {t('datatables.addTitle')}
            </button>
          </div>
        )}
      />
      {wanted && (
        <Suspense fallback={null}>
          <AddEmployeeDialog
            show={adding}
            onHide={() => setAdding(false)}
            nextId={rows.reduce((top, row) => Math.max(top, row.id), 0) + 1}
            onAdd={(employee) => setAdded((list) => [employee, ...list])}
          />
        </Suspense>
      )}
    </ShowcaseCard>
  );
}

/** `/datatables/basic`: the 100 employees searched, sorted and paged in the page. */
export function DatatablesBasicRoute() {
  const { t } = useTranslation('demo-forms');
  const query = useEmployees();
  return (
    <ShowcasePage title={t('datatables.basicTitle')} lead={t('datatables.basicLead')}>
      <QueryStatus query={query}>
        {(employees) => (
          <>
            <ShowcaseCard
              title={t('datatables.zero.title')}
              description={t('datatables.zero.description')}
              wide
            >
              <ClientTable caption={t('datatables.zero.title')} employees={employees} />
            </ShowcaseCard>
            <TableWithButtons employees={employees} />
            <ShowcaseCard
              title={t('datatables.expandable.title')}
              description={t('datatables.expandable.description')}
              wide
            >
              <ClientTable
                caption={t('datatables.expandable.title')}
                employees={employees}
                expandable
              />
            </ShowcaseCard>
          </>
        )}
      </QueryStatus>
    </ShowcasePage>
  );
}

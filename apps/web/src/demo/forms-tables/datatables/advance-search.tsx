import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../shared/ui/pager';
import type { Employee } from '../../mock/schemas/employee-schema';
import { ShowcaseTable } from '../components/showcase-table';
import {
  filterEmployees,
  nextSort,
  NO_FILTERS,
  pageRows,
  PER_PAGE,
  sortEmployees,
} from '../lib/employee-rows';
import type { EmployeeFilters, SortState } from '../lib/employee-rows';
import { useEmployeeColumns } from './employee-columns';

const FIELDS: { key: keyof EmployeeFilters; type: string }[] = [
  { key: 'name', type: 'text' },
  { key: 'email', type: 'text' },
  { key: 'post', type: 'text' },
  { key: 'city', type: 'text' },
  { key: 'from', type: 'date' },
  { key: 'to', type: 'date' },
  { key: 'salaryMin', type: 'number' },
  { key: 'salaryMax', type: 'number' },
];

/** Filter fields over the table: each narrows the rows as it is typed. */
export function AdvanceSearch({
  caption,
  employees,
}: {
  caption: string;
  employees: readonly Employee[];
}) {
  const { t } = useTranslation('demo-forms');
  const id = useId();
  const columns = useEmployeeColumns();
  const [filters, setFilters] = useState<EmployeeFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>();
  const found = sortEmployees(filterEmployees(employees, filters), sort);
  const current = Math.min(page, Math.max(1, Math.ceil(found.length / PER_PAGE)));

  return (
    <>
      <form
        className="row g-3 mb-3"
        role="search"
        aria-label={t('datatables.advance.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        {FIELDS.map(({ key, type }) => (
          <div key={key} className="col-sm-6 col-lg-3">
            <label className="form-label" htmlFor={`${id}-${key}`}>
              {t(`datatables.advance.${key}`)}
            </label>
            <input
              id={`${id}-${key}`}
              type={type}
              className="form-control form-control-sm"
              value={filters[key]}
              min={type === 'number' ? 0 : undefined}
              onChange={(event) => {
                setFilters((now) => ({ ...now, [key]: event.target.value }));
                setPage(1);
              }}
            />
          </div>
        ))}
        <div className="col-12">
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => setFilters(NO_FILTERS)}
          >
            {t('datatables.advance.clear')}
          </button>
        </div>
      </form>
      {found.length === 0 ? (
        <p className="text-body-secondary">{t('datatables.advance.none')}</p>
      ) : (
        <ShowcaseTable
          caption={caption}
          columns={columns}
          rows={pageRows(found, current)}
          rowKey={(row) => String(row.id)}
          rowName={(row) => row.full_name}
          sort={sort}
          onSort={(column) => setSort((now) => nextSort(now, column))}
        />
      )}
      <Pager
        pagination={{ page: current, limit: PER_PAGE, total: found.length }}
        onPage={setPage}
        label={t('datatables.pages', { table: caption })}
      />
    </>
  );
}

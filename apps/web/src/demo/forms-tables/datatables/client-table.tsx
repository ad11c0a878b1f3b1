import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../shared/ui/pager';
import { SearchBox } from '../../../shared/ui/search-box';
import type { Employee } from '../../mock/schemas/employee-schema';
import { ShowcaseTable } from '../components/showcase-table';
import { nextSort, pageRows, PER_PAGE, searchEmployees, sortEmployees } from '../lib/employee-rows';
import type { SortState } from '../lib/employee-rows';
import { EmployeeDetails, useEmployeeColumns } from './employee-columns';
import { useExpanded } from './use-expanded';

interface ClientTableProps {
  caption: string;
  employees: readonly Employee[];
  /** Rows open to show the fields the columns leave out. */
  expandable?: boolean;
  /** Buttons beside the search, given the rows the search kept. */
  tools?: (rows: Employee[]) => ReactNode;
}

/** A table that searches, sorts and pages in the browser over rows it already has. */
export function ClientTable({ caption, employees, expandable, tools }: ClientTableProps) {
  const { t } = useTranslation('demo-forms');
  const columns = useEmployeeColumns();
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>();
  const { expanded, toggle } = useExpanded();
  const found = sortEmployees(searchEmployees(employees, term), sort);
  const pages = Math.max(1, Math.ceil(found.length / PER_PAGE));
  const current = Math.min(page, pages);

  return (
    <>
      <div className="d-flex flex-wrap gap-2 justify-content-between mb-3">
        <SearchBox
          label={t('datatables.search', { table: caption })}
          placeholder={t('datatables.searchPlaceholder')}
          value={term}
          onChange={(value) => {
            setTerm(value);
            setPage(1);
          }}
          size="sm"
          className="flex-grow-1 showcase-search"
        />
        {tools?.(found)}
      </div>
      {found.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('datatables.noMatch', { term })}</p>
      ) : (
        <ShowcaseTable
          caption={caption}
          columns={columns}
          rows={pageRows(found, current)}
          rowKey={(row) => String(row.id)}
          rowName={(row) => row.full_name}
          sort={sort}
          onSort={(column) => {
            setSort((now) => nextSort(now, column));
            setPage(1);
          }}
          details={expandable ? (row) => <EmployeeDetails employee={row} /> : undefined}
          expanded={expanded}
          onExpand={toggle}
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

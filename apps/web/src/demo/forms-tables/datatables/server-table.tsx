import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { Pager } from '../../../shared/ui/pager';
import { SearchBox } from '../../../shared/ui/search-box';
import { useEmployeePage } from '../api/get-employee-page';
import { ShowcaseTable } from '../components/showcase-table';
import { nextSort, PER_PAGE } from '../lib/employee-rows';
import type { SortState } from '../lib/employee-rows';
import { EmployeeDetails, useEmployeeColumns } from './employee-columns';
import { useExpanded } from './use-expanded';
import { isHttpError } from '../../../shared/http/http-error';

/** The server searches, sorts and pages: the page holds ten rows at a time. */
export function ServerTable({ caption }: { caption: string }) {
  const { t } = useTranslation('demo-forms');
  const columns = useEmployeeColumns();
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>();
  const q = useDebouncedValue(term.trim(), 300);
  const query = useEmployeePage({ q, page, perPage: PER_PAGE, sort });
  const { expanded, toggle } = useExpanded();
  const data = query.data;

  return (
    <>
      <SearchBox
        label={t('datatables.search', { table: caption })}
        placeholder={t('datatables.searchPlaceholder')}
        value={term}
        onChange={(value) => {
          setTerm(value);
          setPage(1);
        }}
        size="sm"
        className="mb-3 showcase-search"
      />
      {query.isPending && (
        <p role="status" className="text-body-secondary">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('common.loading')}
        </p>
      )}
      {query.isError && !data && (
        <div role="alert" className="alert alert-danger d-flex flex-wrap gap-2 align-items-center">
          {isHttpError(query.error) ? query.error.text : t('common.loadFailed')}
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            onClick={() => void query.refetch()}
          >
            {t('common.retry')}
          </button>
        </div>
      )}
      {data && data.total === 0 && (
        <p className="text-body-secondary">{t('datatables.noMatch', { term })}</p>
      )}
      {data && data.total > 0 && (
        <div aria-busy={query.isFetching}>
          <ShowcaseTable
            caption={caption}
            columns={columns}
            rows={data.data}
            rowKey={(row) => String(row.id)}
            rowName={(row) => row.full_name}
            sort={sort}
            onSort={(column) => {
              setSort((now) => nextSort(now, column));
              setPage(1);
            }}
            details={(row) => <EmployeeDetails employee={row} />}
            expanded={expanded}
            onExpand={toggle}
          />
        </div>
      )}
      {data && (
        <Pager
          pagination={{ page, limit: PER_PAGE, total: data.total }}
          onPage={setPage}
          label={t('datatables.pages', { table: caption })}
        />
      )}
    </>
  );
}

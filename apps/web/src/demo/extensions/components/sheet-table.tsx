import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../shared/ui/pager';
import { SearchBox } from '../../../shared/ui/search-box';
import { ShowcaseTable } from '../../forms-tables/components/showcase-table';
import { pageRows, PER_PAGE } from '../../forms-tables/lib/employee-rows';
import type { Sheet } from '../lib/spreadsheet';

type Row = Record<string, string>;

/** A sheet read from a file, searchable, ten rows a page. */
export function SheetTable({ caption, sheet }: { caption: string; sheet: Sheet }) {
  const { t } = useTranslation('demo-extensions');
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const needle = term.trim().toLowerCase();
  const found = needle
    ? sheet.rows.filter((row) =>
        Object.values(row).some((value) => value.toLowerCase().includes(needle)),
      )
    : sheet.rows;
  const current = Math.min(page, Math.max(1, Math.ceil(found.length / PER_PAGE)));
  const columns = sheet.columns.map((column) => ({
    id: column,
    header: column,
    cell: (row: Row) => row[column] ?? '',
  }));
  const keyed = pageRows(found, current);
  return (
    <>
      <SearchBox
        label={t('import.search')}
        value={term}
        onChange={(value) => {
          setTerm(value);
          setPage(1);
        }}
        size="sm"
        className="mb-3 showcase-search"
      />
      {found.length === 0 ? (
        <p className="text-body-secondary">{t('import.noMatch')}</p>
      ) : (
        <ShowcaseTable
          caption={caption}
          columns={columns}
          rows={keyed}
          rowKey={(row) => String(sheet.rows.indexOf(row))}
          rowName={(row) => Object.values(row)[0] ?? ''}
        />
      )}
      <Pager
        pagination={{ page: current, limit: PER_PAGE, total: found.length }}
        onPage={setPage}
      />
    </>
  );
}

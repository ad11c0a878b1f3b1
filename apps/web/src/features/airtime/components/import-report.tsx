import { useTranslation } from 'react-i18next';
import type { AirtimeImportProblem, AirtimeImportResult } from '@pamoja/contract/airtime';
import { displayPhone } from '../../../shared/format/phone';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table';

function ProblemRows({ title, rows }: { title: string; rows: AirtimeImportProblem[] }) {
  const { t } = useTranslation();
  const columns: DataColumn<AirtimeImportProblem>[] = [
    {
      id: 'line',
      header: t('airtime.import.line'),
      cell: (row) => row.line,
      className: 'text-end',
    },
    {
      id: 'phone',
      header: t('airtime.fields.phone'),
      cell: (row) => (row.phoneNumber ? displayPhone(row.phoneNumber) : '—'),
      className: 'text-nowrap',
    },
    { id: 'reason', header: t('airtime.fields.reason'), cell: (row) => row.reason },
  ];
  if (rows.length === 0) return null;
  return (
    <>
      <h4 className="h6 mt-3">{title}</h4>
      <DataTable
        caption={title}
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.line)}
        isPending={false}
        empty=""
      />
    </>
  );
}

/** What one upload did, row by row: what was added, and what was left out and why. */
export function ImportReport({ result }: { result: AirtimeImportResult }) {
  const { t } = useTranslation();
  const tone = result.rejected > 0 || result.duplicates > 0 ? 'warning' : 'success';
  return (
    <section aria-labelledby="airtime-import-report" className="mt-4">
      <h3 id="airtime-import-report" className="h6">
        {t('airtime.import.report')}
      </h3>
      <div className={`alert alert-${tone}`} role="status">
        <p className="mb-2">
          {t('airtime.import.read', { count: result.rows, format: result.format.toUpperCase() })}
        </p>
        <dl className="airtime-facts">
          <div>
            <dt>{t('airtime.import.added')}</dt>
            <dd data-testid="import-added">{result.added}</dd>
          </div>
          <div>
            <dt>{t('airtime.import.duplicates')}</dt>
            <dd data-testid="import-duplicates">{result.duplicates}</dd>
          </div>
          <div>
            <dt>{t('airtime.import.rejected')}</dt>
            <dd data-testid="import-rejected">{result.rejected}</dd>
          </div>
        </dl>
        {result.rejected > 0 && <p className="mt-2 mb-0">{t('airtime.import.fixRejected')}</p>}
      </div>
      <ProblemRows title={t('airtime.import.rejectedRows')} rows={result.rejectedRows} />
      <ProblemRows title={t('airtime.import.duplicateRows')} rows={result.duplicateRows} />
    </section>
  );
}

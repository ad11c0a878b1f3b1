import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAD_REPORT_MAX_DAYS } from '@pamoja/contract/lead-files';
import { useSessionStore } from '../../../shared/session/session-store';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useDownloadLeadReport } from '../api/download-lead-report';
import type { ReportTable } from '../api/download-lead-report';
import { useLeadReport } from '../api/lead-report';
import { ReportRangeForm } from '../components/report-range-form';
import { ReportTables } from '../components/report-tables';
import { useReportRange } from '../hooks/use-report-range';
import { rangeProblems } from '../lib/report-range';
import { isEmpty } from '../lib/report-totals';

/**
 * `/leads/report`: the leads of a range of Nairobi days per day, product and agent, and the
 * table shown as a CSV file (docs/domains/leads.md#figures).
 */
export function LeadReportRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('leads.report.title'));
  const organisation = useSessionStore((state) => state.organisationId);
  const { range, setRange } = useReportRange();
  const valid = Object.keys(rangeProblems(range, LEAD_REPORT_MAX_DAYS)).length === 0;
  const query = useLeadReport(range, valid);
  const download = useDownloadLeadReport();
  const [table, setTable] = useState<ReportTable>('days');

  return (
    <section aria-labelledby="lead-report-title">
      <h1 id="lead-report-title" className="h3 mb-3">
        {t('leads.report.title')}
      </h1>
      <div className="card">
        <div className="card-body">
          {/* A new range in the URL (back, a link) starts the form again from it. */}
          <ReportRangeForm
            key={`${range.startDate}/${range.endDate}`}
            range={range}
            onApply={setRange}
          />
          {organisation === null ? (
            <p className="alert alert-info mb-0">{t('leads.stats.noOrganisation')}</p>
          ) : (
            valid && (
              <QueryStatus query={query}>
                {(report) => (
                  <>
                    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
                      <p className="mb-0 small text-body-secondary">
                        {t('leads.report.nairobiDays')}
                      </p>
                      <button
                        type="button"
                        className="btn btn-outline-primary btn-sm"
                        disabled={download.isPending}
                        onClick={() => download.mutate({ ...range, table })}
                      >
                        <Download size={16} aria-hidden="true" className="me-1" />
                        {t('leads.report.download', {
                          table: t(`leads.report.tableNames.${table}`),
                        })}
                      </button>
                    </div>
                    {isEmpty(report.totals) && (
                      <p className="alert alert-secondary" role="status">
                        {t('leads.stats.empty')}
                      </p>
                    )}
                    <ReportTables report={report} table={table} onTable={setTable} />
                  </>
                )}
              </QueryStatus>
            )
          )}
        </div>
      </div>
    </section>
  );
}

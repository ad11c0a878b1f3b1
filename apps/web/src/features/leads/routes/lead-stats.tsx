import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useSessionStore } from '../../../shared/session/session-store';
import { useLeadStats } from '../api/lead-stats';
import { DailyLeadsChart } from '../components/daily-leads-chart';
import { StatsCharts } from '../components/stats-charts';
import { StatsFilters } from '../components/stats-filters';
import { StatsKpis } from '../components/stats-kpis';
import { useStatsFilters } from '../hooks/use-stats-filters';
import { chartRange } from '../lib/report-range';

/**
 * `/leads/stats`: the figures of the leads the caller sees (docs/domains/leads.md#figures), with
 * their filters in the URL.
 */
export function LeadStatsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('leads.stats.title'));
  const userData = useSessionStore((state) => state.userData);
  const organisation = useSessionStore((state) => state.organisationId);
  const { filters, invalid, setFilter } = useStatsFilters();
  // Only a SUPER_ADMIN acting for no organisation names the business in the query.
  const byBusiness = userData?.role === 'SUPER_ADMIN' && organisation === null;
  const business = byBusiness ? filters.business : '';
  const ready = invalid === null && (organisation !== null || business !== '');
  const query = useLeadStats({ ...filters, business }, ready);
  const agentsOf = userData?.role === 'AGENT' ? null : (organisation ?? (business || null));

  return (
    <section aria-labelledby="lead-stats-title">
      <h1 id="lead-stats-title" className="h3 mb-3">
        {t('leads.stats.title')}
      </h1>
      <StatsFilters
        filters={filters}
        invalid={invalid}
        onChange={setFilter}
        businesses={byBusiness ? (userData?.organisations ?? []) : null}
        agentsOf={agentsOf}
      />
      {invalid !== null ? null : !ready ? (
        <p className="alert alert-info">
          {t(byBusiness ? 'leads.stats.chooseBusinessFirst' : 'leads.stats.noOrganisation')}
        </p>
      ) : (
        <QueryStatus query={query}>
          {(stats) =>
            stats.captured === 0 ? (
              <p className="alert alert-secondary" role="status">
                {t('leads.stats.empty')}
              </p>
            ) : (
              <>
                <StatsKpis stats={stats} />
                <div className="row g-3">
                  <StatsCharts stats={stats} />
                  {organisation !== null && (
                    <div className="col-12 col-lg-6">
                      <DailyLeadsChart
                        range={chartRange(filters.from, filters.to)}
                        oneAgent={filters.agent !== ''}
                      />
                    </div>
                  )}
                </div>
              </>
            )
          }
        </QueryStatus>
      )}
    </section>
  );
}

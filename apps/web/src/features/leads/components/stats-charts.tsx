import { useTranslation } from 'react-i18next';
import type { LeadStatus } from '@pamoja/contract/lead-states';
import type { LeadStats } from '@pamoja/contract/lead-files';
import { statusText } from '../lib/status-text';
import { ChartFigure } from '../../../shared/charts/chart-figure';
import { FiguresTable } from '../../../shared/charts/figures-table';

/**
 * The statuses in the order a lead moves through them (the contract's `leadStatuses`), restated
 * so the charts route does not load the contract's schemas and zod with them; the type below
 * fails the build if a status is missing.
 */
const FUNNEL = [
  'NEW',
  'APPROVED',
  'RECEIVED',
  'DISPATCHED',
  'SUSPENDED',
  'REJECTED',
  'CANCELLED',
] as const satisfies readonly LeadStatus[];
const everyStatus: Exclude<LeadStatus, (typeof FUNNEL)[number]> extends never ? true : never = true;
void everyStatus;

/** The status funnel, leads per product and the top agents of one answer of the stats. */
export function StatsCharts({ stats }: { stats: LeadStats }) {
  const { t, i18n } = useTranslation();
  const count = new Intl.NumberFormat(i18n.language);
  const leads = t('leads.stats.leads');

  return (
    <>
      <div className="col-12 col-lg-6">
        <ChartFigure
          title={t('leads.stats.funnel')}
          labelHeader={t('leads.stats.status')}
          type="bar"
          horizontal
          labels={FUNNEL.map((status) => statusText(t, status))}
          series={[
            {
              label: leads,
              values: FUNNEL.map((status) => stats.byStatus[status] ?? 0),
              colour: 'primary',
            },
          ]}
        />
      </div>
      <div className="col-12 col-lg-6">
        <ChartFigure
          title={t('leads.stats.byProduct')}
          labelHeader={t('leads.stats.product')}
          type="bar"
          horizontal
          labels={stats.byProduct.map((product) => product.productName)}
          series={[
            { label: leads, values: stats.byProduct.map((p) => p.count), colour: 'success' },
          ]}
        />
      </div>
      <div className="col-12 col-lg-6">
        <section className="card h-100" aria-labelledby="lead-top-agents">
          <div className="card-body">
            <h2 id="lead-top-agents" className="h6">
              {t('leads.stats.topAgents')}
            </h2>
            {stats.topAgents.length === 0 ? (
              <p className="text-body-secondary mb-0">{t('leads.stats.noAgents')}</p>
            ) : (
              <FiguresTable
                caption={t('leads.stats.topAgents')}
                rows={stats.topAgents}
                rowKey={(agent) => agent.agentId}
                columns={[
                  { id: 'name', header: t('leads.stats.agent'), cell: (agent) => agent.name },
                  {
                    id: 'captured',
                    header: t('leads.stats.kpi.captured'),
                    numeric: true,
                    cell: (agent) => count.format(agent.captured),
                  },
                  {
                    id: 'dispatched',
                    header: t('leads.stats.kpi.dispatched'),
                    numeric: true,
                    cell: (agent) => count.format(agent.dispatched),
                  },
                ]}
              />
            )}
          </div>
        </section>
      </div>
    </>
  );
}

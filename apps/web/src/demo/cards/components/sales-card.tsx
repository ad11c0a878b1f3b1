import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../shared/ui/query-status';
import { ChartBlock } from '../../../shared/charts/chart-figure';
import { useStatisticsCard } from '../api/get-statistics-card';
import { mockLabel } from '../lib/mock-label';
import { DemoCard } from './demo-card';

interface SalesCardProps {
  /** The template's two variants: the radar, and the same months as lines. */
  type?: 'radar' | 'line';
}

/** Sales: sales and visits of the last six months, from `/card/card-statistics/sales`. */
export function SalesCard({ type = 'radar' }: SalesCardProps) {
  const { t } = useTranslation();
  const query = useStatisticsCard('sales');
  const title = t('demoDashboards.sales.title');
  return (
    <DemoCard title={title} subtitle={t('demoDashboards.sales.subtitle')}>
      <QueryStatus query={query}>
        {(data) => (
          <ChartBlock
            title={title}
            labelHeader={t('demoDashboards.chart.month')}
            type={type}
            labels={data.categories}
            series={data.series.map((one, index) => ({
              label: mockLabel(t, one.name),
              values: one.data,
              colour: index === 0 ? 'primary' : 'info',
            }))}
            height={260}
          />
        )}
      </QueryStatus>
    </DemoCard>
  );
}

import { useTranslation } from 'react-i18next';
import { ChartBlock } from '../../../shared/charts/chart-figure';
import { useFigures } from '../lib/figures';
import { mockLabel } from '../lib/mock-label';
import { AnalyticsCardFrame } from './analytics-card-frame';
import { Facts } from './facts';

/** Revenue: this month's and last month's takings, day by day, one line each. */
export function RevenueCard() {
  const { t } = useTranslation();
  const figures = useFigures();
  const title = t('demoDashboards.revenue.title');
  return (
    <AnalyticsCardFrame card="revenue" title={title}>
      {({ figures: f, categories, series }) => (
        <>
          <Facts
            className="mb-3"
            items={[
              {
                label: t('demoDashboards.labels.thisMonth'),
                value: figures.dollars(f.thisMonth ?? 0),
              },
              {
                label: t('demoDashboards.labels.lastMonth'),
                value: figures.dollars(f.lastMonth ?? 0),
              },
            ]}
          />
          <ChartBlock
            title={title}
            labelHeader={t('demoDashboards.chart.dayOfMonth')}
            type="line"
            labels={categories}
            series={series.map((one, index) => ({
              label: mockLabel(t, one.name),
              values: one.data,
              colour: index === 0 ? 'primary' : 'secondary',
            }))}
            height={200}
          />
        </>
      )}
    </AnalyticsCardFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { ChartBlock } from '../../../shared/charts/chart-figure';
import { useFigures } from '../lib/figures';
import { mockLabel } from '../lib/mock-label';
import { AnalyticsCardFrame } from './analytics-card-frame';
import { Facts } from './facts';

/** Revenue Report: earnings over expenses month by month (expenses below the line), the budget. */
export function RevenueReportCard() {
  const { t } = useTranslation();
  const figures = useFigures();
  const title = t('demoDashboards.revenueReport.title');
  return (
    <AnalyticsCardFrame card="revenue-report" title={title}>
      {({ figures: f, categories, series }) => (
        <div className="row g-3">
          <div className="col-12 col-md-8">
            <ChartBlock
              title={title}
              labelHeader={t('demoDashboards.chart.month')}
              type="bar"
              stacked
              labels={categories}
              series={series.map((one, index) => ({
                label: mockLabel(t, one.name),
                values: one.data,
                colour: index === 0 ? 'primary' : 'warning',
              }))}
              height={220}
            />
          </div>
          <div className="col-12 col-md-4">
            <Facts
              items={[
                {
                  label: t('demoDashboards.revenueReport.budget'),
                  value: figures.dollars(f.budget ?? 0),
                },
                {
                  label: t('demoDashboards.labels.earning'),
                  value: figures.dollars(f.earning ?? 0),
                },
                {
                  label: t('demoDashboards.labels.expense'),
                  value: figures.dollars(f.expense ?? 0),
                },
              ]}
            />
          </div>
        </div>
      )}
    </AnalyticsCardFrame>
  );
}

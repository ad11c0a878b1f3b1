import { useTranslation } from 'react-i18next';
import type { ChartColour } from '../../../shared/charts/chart-palette';
import { ChartBlock } from '../../../shared/charts/chart-figure';
import { useFigures } from '../lib/figures';
import { mockLabel } from '../lib/mock-label';
import { AnalyticsCardFrame } from './analytics-card-frame';
import { Facts } from './facts';

const TONES: ChartColour[] = ['primary', 'warning', 'danger'];

interface ShareCardProps {
  card: 'product-orders' | 'sessions-device' | 'customers';
}

/**
 * Product Orders, Sessions By Device, Customers: a whole split three ways, as bars (a doughnut's
 * arcs would cost every chart route of the app 3.6 kB) and each part with its share.
 */
export function ShareCard({ card }: ShareCardProps) {
  const { t } = useTranslation();
  const figures = useFigures();
  const title = t(`demoDashboards.share.${card}`);
  return (
    <AnalyticsCardFrame card={card} title={title}>
      {({ categories, series }) => {
        const values = series[0]?.data ?? [];
        const total = values.reduce((sum, value) => sum + value, 0);
        const labels = categories.map((category) => mockLabel(t, category));
        return (
          <>
            <p className="demo-figure">{figures.number(total)}</p>
            <p className="small text-body-secondary">{t('demoDashboards.share.total')}</p>
            <ChartBlock
              title={title}
              labelHeader={t(`demoDashboards.share.${card}Part`)}
              type="bar"
              horizontal
              labels={labels}
              series={[{ label: title, values, colour: 'primary' }]}
              height={140}
            />
            <Facts
              className="mt-3"
              items={labels.map((label, index) => ({
                label,
                value: (
                  <span className={`text-${TONES[index] ?? 'primary'}-emphasis`}>
                    {figures.number(values[index] ?? 0)}{' '}
                    <span className="fw-normal text-body-secondary">
                      ({figures.percent(total ? ((values[index] ?? 0) / total) * 100 : 0)})
                    </span>
                  </span>
                ),
              }))}
            />
          </>
        );
      }}
    </AnalyticsCardFrame>
  );
}

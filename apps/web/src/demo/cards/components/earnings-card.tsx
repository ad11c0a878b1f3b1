import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useAnalyticsCard } from '../api/get-analytics-card';
import { useFigures } from '../lib/figures';
import { DEFAULT_PERIOD } from '../lib/periods';
import { DemoCard } from './demo-card';

/** Earnings: this month's takings and how they compare with last month's (the revenue figures). */
export function EarningsCard() {
  const { t } = useTranslation();
  const figures = useFigures();
  const query = useAnalyticsCard('revenue', DEFAULT_PERIOD);
  return (
    <DemoCard title={t('demoDashboards.earnings.title')}>
      <QueryStatus query={query}>
        {({ figures: f }) => {
          const thisMonth = f.thisMonth ?? 0;
          const lastMonth = f.lastMonth ?? 0;
          const change = lastMonth ? ((thisMonth - lastMonth) / lastMonth) * 100 : 0;
          return (
            <>
              <p className="small text-body-secondary mb-1">
                {t('demoDashboards.labels.thisMonth')}
              </p>
              <p className="demo-figure mb-2">{figures.dollars(thisMonth)}</p>
              <p className="mb-0">
                {t(change >= 0 ? 'demoDashboards.earnings.more' : 'demoDashboards.earnings.less', {
                  percent: figures.percent(Math.abs(change)),
                })}
              </p>
            </>
          );
        }}
      </QueryStatus>
    </DemoCard>
  );
}

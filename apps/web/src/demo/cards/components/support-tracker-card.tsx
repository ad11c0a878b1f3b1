import { useTranslation } from 'react-i18next';
import { useFigures } from '../lib/figures';
import { AnalyticsCardFrame } from './analytics-card-frame';
import { Facts } from './facts';
import { ProgressFigure } from './progress-figure';

/** Support Tracker: the period's tickets, the share completed, new and open ones, response time. */
export function SupportTrackerCard() {
  const { t } = useTranslation();
  const figures = useFigures();
  const title = t('demoDashboards.supportTracker.title');
  return (
    <AnalyticsCardFrame card="support-tracker" title={title}>
      {({ figures: f }) => (
        <div className="d-flex flex-column gap-3">
          <div>
            <p className="demo-figure">{figures.number(f.totalTicket ?? 0)}</p>
            <p className="small text-body-secondary mb-0">
              {t('demoDashboards.supportTracker.tickets')}
            </p>
          </div>
          <ProgressFigure
            label={t('demoDashboards.supportTracker.completed')}
            value={f.completed ?? 0}
            text={figures.percent(f.completed ?? 0)}
            tone="primary"
          />
          <Facts
            items={[
              {
                label: t('demoDashboards.supportTracker.new'),
                value: figures.number(f.newTicket ?? 0),
              },
              {
                label: t('demoDashboards.supportTracker.open'),
                value: figures.number(f.openTicket ?? 0),
              },
              {
                label: t('demoDashboards.supportTracker.response'),
                value: t('demoDashboards.supportTracker.days', { count: f.responseTime ?? 0 }),
              },
            ]}
          />
        </div>
      )}
    </AnalyticsCardFrame>
  );
}

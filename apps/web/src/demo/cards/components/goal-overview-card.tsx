import { useTranslation } from 'react-i18next';
import { useFigures } from '../lib/figures';
import { AnalyticsCardFrame } from './analytics-card-frame';
import { Facts } from './facts';
import { ProgressFigure } from './progress-figure';

/** Goal Overview: the share of the goal reached, and the tasks completed and in progress. */
export function GoalOverviewCard() {
  const { t } = useTranslation();
  const figures = useFigures();
  return (
    <AnalyticsCardFrame card="goal-overview" title={t('demoDashboards.goalOverview.title')}>
      {({ figures: f }) => (
        <div className="d-flex flex-column gap-3">
          <p className="demo-figure">{figures.percent(f.percent ?? 0)}</p>
          <ProgressFigure
            label={t('demoDashboards.goalOverview.reached')}
            value={f.percent ?? 0}
            text={figures.percent(f.percent ?? 0)}
            tone="success"
          />
          <Facts
            className="border-top pt-3"
            items={[
              {
                label: t('demoDashboards.goalOverview.completed'),
                value: figures.number(f.completed ?? 0),
              },
              {
                label: t('demoDashboards.goalOverview.inProgress'),
                value: figures.number(f.inProgress ?? 0),
              },
            ]}
          />
        </div>
      )}
    </AnalyticsCardFrame>
  );
}

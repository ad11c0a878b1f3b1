import { useTranslation } from 'react-i18next';
import { ChartBlock } from '../../../shared/charts/chart-figure';
import { useFigures } from '../lib/figures';
import { mockLabel } from '../lib/mock-label';
import { AnalyticsCardFrame } from './analytics-card-frame';
import { Facts } from './facts';
import { ProgressFigure } from './progress-figure';

/** Avg Sessions: the period's sessions, their change and day-by-day bars, then four facts. */
export function AvgSessionsCard() {
  const { t } = useTranslation();
  const figures = useFigures();
  const title = t('demoDashboards.avgSessions.title');
  return (
    <AnalyticsCardFrame card="avg-sessions" title={title}>
      {({ figures: f, categories, series }) => (
        <div className="row g-3 align-items-center">
          <div className="col-12 col-sm-5">
            <p className="demo-figure">{figures.number(f.sessions ?? 0)}</p>
            <p className="small text-body-secondary mb-0">
              {t('demoDashboards.avgSessions.growth', { change: figures.change(f.growth ?? 0) })}
            </p>
          </div>
          <div className="col-12 col-sm-7">
            <ChartBlock
              title={title}
              labelHeader={t('demoDashboards.chart.day')}
              type="bar"
              labels={categories}
              series={series.map((one) => ({
                label: mockLabel(t, one.name),
                values: one.data,
                colour: 'primary',
              }))}
              axes={false}
              height={110}
            />
          </div>
          <div className="col-12">
            <Facts
              className="border-top pt-3"
              items={[
                { label: t('demoDashboards.avgSessions.goal'), value: figures.number(f.goal ?? 0) },
                {
                  label: t('demoDashboards.avgSessions.users'),
                  value: figures.number(f.users ?? 0),
                },
                {
                  label: t('demoDashboards.avgSessions.duration'),
                  value: t('demoDashboards.avgSessions.years', { count: f.duration ?? 0 }),
                },
              ]}
            />
            <div className="mt-3">
              <ProgressFigure
                label={t('demoDashboards.avgSessions.retention')}
                value={f.retention ?? 0}
                text={figures.percent(f.retention ?? 0)}
                tone="success"
              />
            </div>
          </div>
        </div>
      )}
    </AnalyticsCardFrame>
  );
}

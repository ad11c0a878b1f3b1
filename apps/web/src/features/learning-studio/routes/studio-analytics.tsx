import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChartFigure } from '../../../shared/charts/chart-figure';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useAnalyticsOverview } from '../api/get-analytics-overview';
import { useCompletionRate } from '../api/get-completion-rate';
import { KpiCards } from '../components/kpi-cards';
import { StudioGate } from '../components/studio-gate';
import { figureFormats } from '../lib/figures-format';

const WEEKS = [4, 12, 26, 52] as const;

function Overview() {
  const { t, i18n } = useTranslation();
  const [weeks, setWeeks] = useState<number>(12);
  const overview = useAnalyticsOverview(weeks);
  const project = useCompletionRate();
  const format = figureFormats(i18n.language);
  const day = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

  return (
    <>
      <div className="mb-3">
        <label className="form-label" htmlFor="studio-weeks">
          {t('studio.analytics.weeks')}
        </label>
        <select
          id="studio-weeks"
          className="form-select w-auto"
          value={weeks}
          onChange={(event) => setWeeks(Number(event.target.value))}
        >
          {WEEKS.map((count) => (
            <option key={count} value={count}>
              {t('studio.analytics.lastWeeks', { count })}
            </option>
          ))}
        </select>
      </div>
      <QueryStatus query={overview}>
        {(figures) => (
          <>
            <KpiCards
              label={t('studio.analytics.yourCourses')}
              items={[
                {
                  id: 'courses',
                  label: t('studio.kpi.courses'),
                  value: format.number(figures.courses),
                },
                {
                  id: 'enrolled',
                  label: t('studio.kpi.enrolled'),
                  value: format.number(figures.enrolled),
                },
                {
                  id: 'active',
                  label: t('studio.kpi.active'),
                  value: format.number(figures.activeLast30Days),
                },
                {
                  id: 'completed',
                  label: t('studio.kpi.completed'),
                  value: format.number(figures.completed),
                },
                {
                  id: 'rate',
                  label: t('studio.kpi.rate'),
                  value: format.rate(figures.completionRate),
                },
              ]}
            />
            <ChartFigure
              title={t('studio.analytics.weekly')}
              labelHeader={t('studio.analytics.week')}
              type="line"
              labels={figures.weekly.map((week) => day.format(new Date(`${week.week}T00:00:00Z`)))}
              series={[
                {
                  label: t('studio.analytics.enrolments'),
                  values: figures.weekly.map((w) => w.enrolled),
                  colour: 'primary',
                },
                {
                  label: t('studio.analytics.completions'),
                  values: figures.weekly.map((w) => w.completed),
                  colour: 'success',
                },
                {
                  label: t('studio.analytics.activeLearners'),
                  values: figures.weekly.map((w) => w.activeLearners),
                  colour: 'info',
                },
              ]}
              note={t('studio.analytics.weeklyNote')}
            />
          </>
        )}
      </QueryStatus>
      <h2 className="h5 mt-4">{t('studio.analytics.project')}</h2>
      <QueryStatus query={project}>
        {(figures) => (
          <KpiCards
            label={t('studio.analytics.project')}
            items={[
              {
                id: 'enrolled',
                label: t('studio.kpi.enrolled'),
                value: format.number(figures.enrolled),
              },
              {
                id: 'withdrawn',
                label: t('studio.kpi.withdrawn'),
                value: format.number(figures.withdrawn),
              },
              {
                id: 'completed',
                label: t('studio.kpi.completed'),
                value: format.number(figures.completed),
              },
              {
                id: 'rate',
                label: t('studio.kpi.rate'),
                value: format.rate(figures.completionRate),
              },
            ]}
          />
        )}
      </QueryStatus>
    </>
  );
}

/** `/learning/studio/analytics`: the figures of every course one teaches (all, for an ADMIN). */
export function StudioAnalyticsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('studio.analytics.title'));
  return (
    <StudioGate>
      <nav aria-label={t('studio.breadcrumb')} className="mb-2 small">
        <Link to="/learning/studio">{t('studio.backToList')}</Link>
      </nav>
      <h1 className="h3 mb-3">{t('studio.analytics.title')}</h1>
      <Overview />
    </StudioGate>
  );
}

import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../../../shared/charts/chart-figure';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useCourseAnalytics } from '../api/get-course-analytics';
import { figureFormats } from '../lib/figures-format';
import { KpiCards } from './kpi-cards';

/** The Analytics tab (its own chunk: Chart.js loads when the tab is opened). */
export function CourseAnalyticsPanel({ courseId }: { courseId: string }) {
  const { t, i18n } = useTranslation();
  const query = useCourseAnalytics(courseId);
  const format = figureFormats(i18n.language);
  return (
    <QueryStatus query={query}>
      {(figures) => (
        <>
          <KpiCards
            label={t('studio.analytics.headline')}
            items={[
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
              {
                id: 'median',
                label: t('studio.kpi.median'),
                value: format.number(figures.medianDaysToComplete),
              },
            ]}
          />
          <KpiCards
            label={t('studio.analytics.quizzes')}
            items={[
              {
                id: 'attempts',
                label: t('studio.kpi.attempts'),
                value: format.number(figures.quizzes.attempts),
              },
              {
                id: 'pass',
                label: t('studio.kpi.passRate'),
                value: format.rate(figures.quizzes.passRate),
              },
              {
                id: 'mean',
                label: t('studio.kpi.meanScore'),
                value: format.number(figures.quizzes.meanScore),
              },
            ]}
          />
          {figures.dropOff.length === 0 ? (
            <p>{t('studio.analytics.noLessons')}</p>
          ) : (
            <ChartFigure
              title={t('studio.analytics.dropOff')}
              labelHeader={t('studio.analytics.lesson')}
              type="bar"
              horizontal
              labels={figures.dropOff.map((lesson) => lesson.title)}
              series={[
                {
                  label: t('studio.analytics.reached'),
                  values: figures.dropOff.map((lesson) => lesson.reached),
                  colour: 'primary',
                },
              ]}
              height={Math.max(200, figures.dropOff.length * 36)}
              note={t('studio.analytics.dropOffNote')}
            />
          )}
        </>
      )}
    </QueryStatus>
  );
}

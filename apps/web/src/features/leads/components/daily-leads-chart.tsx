import { useTranslation } from 'react-i18next';
import { useLeadReport } from '../api/lead-report';
import type { DayRange } from '../lib/report-range';
import { ChartFigure } from '../../../shared/charts/chart-figure';

interface DailyLeadsChartProps {
  range: DayRange;
  /** The report counts every agent: say so when the figures above are one agent's. */
  oneAgent: boolean;
}

/** Leads captured and dispatched per Nairobi day, from the report of the same days. */
export function DailyLeadsChart({ range, oneAgent }: DailyLeadsChartProps) {
  const { t, i18n } = useTranslation();
  const report = useLeadReport(range);
  if (!report.data) {
    return report.isError ? (
      <p className="alert alert-warning mb-0">{t('leads.stats.perDayFailed')}</p>
    ) : null;
  }
  const dayName = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const days = report.data.days;
  return (
    <ChartFigure
      title={t('leads.stats.perDay')}
      labelHeader={t('leads.report.day')}
      note={oneAgent ? t('leads.stats.perDayAllAgents') : undefined}
      type="line"
      labels={days.map((day) => dayName.format(new Date(`${day.day}T00:00:00Z`)))}
      series={[
        {
          label: t('leads.stats.kpi.captured'),
          values: days.map((day) => day.captured),
          colour: 'primary',
        },
        {
          label: t('leads.stats.kpi.dispatched'),
          values: days.map((day) => day.dispatched),
          colour: 'success',
        },
      ]}
    />
  );
}

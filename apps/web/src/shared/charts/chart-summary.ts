import type { TFunction } from 'i18next';
import type { ChartSeries } from './chart-canvas';

interface SummaryOf {
  title: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
}

/**
 * A chart in words, the canvas's accessible name: its title, then every figure by label, series
 * after series ("Leads by status. New: 600, Approved: 200; …").
 */
export function chartSummary(t: TFunction, language: string, chart: SummaryOf): string {
  const numbers = new Intl.NumberFormat(language);
  return t('charts.summary', {
    title: chart.title,
    figures: chart.series
      .map((one) =>
        chart.labels
          .map((label, index) => `${label}: ${numbers.format(one.values[index] ?? 0)}`)
          .join(', '),
      )
      .join('; '),
  });
}

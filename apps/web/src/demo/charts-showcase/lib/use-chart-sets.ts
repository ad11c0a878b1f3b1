import { useTranslation } from 'react-i18next';
import type { ChartColour } from '../../../shared/charts/chart-palette';
import type { ChartSpec } from '../components/showcase-chart';
import { pointsChart, seriesChart } from './chart-kit';
import type { Point, Series } from './chart-kit';
import {
  BALANCE,
  BUBBLES,
  CANDLES,
  COSTS,
  DAYS,
  HEAT,
  MONTHS,
  SALES,
  SCATTER_A,
  SCATTER_B,
  SKILLS,
  SKILLS_B,
  VISITORS,
  VISITS,
} from './chart-data';
import { candleChart, heatChart, shareChart } from './special-charts';

export interface ChartEntry extends ChartSpec {
  id: string;
  title: string;
  note?: string;
  legend?: { label: string; colour: string }[];
}

/** Every chart the three pages draw, named and described in the reader's language. */
export function useChartSets() {
  const { t, i18n } = useTranslation('demo-forms');
  const month = (m: number) =>
    new Date(2026, m - 1, 1).toLocaleDateString(i18n.language, { month: 'short' });
  const day = (d: number) =>
    new Date(2026, 5, d).toLocaleDateString(i18n.language, { weekday: 'short' });
  const months = MONTHS.map(month);
  const days = DAYS.map(day);
  const legendOf = (series: Series[]) =>
    series.map((one) => ({ label: one.label, colour: one.colour }));
  const figures = (header: string, labels: string[], series: Series[]) => ({
    columns: [header, ...series.map((one) => one.label)],
    rows: labels.map((label, index) => [label, ...series.map((one) => one.values[index] ?? 0)]),
  });
  const summary = (title: string, series: Series[]) =>
    t('charts.summary', { title, series: series.map((one) => one.label).join(', ') });

  const lines = (
    id: string,
    title: string,
    header: string,
    labels: string[],
    series: Series[],
    area = false,
  ): ChartEntry => ({
    id,
    title,
    build: seriesChart('line', labels, series, { area }),
    figures: figures(header, labels, series),
    summary: summary(title, series),
    legend: series.length > 1 ? legendOf(series) : undefined,
  });
  const bars = (
    id: string,
    title: string,
    header: string,
    labels: string[],
    series: Series[],
    horizontal = false,
    stacked = false,
  ): ChartEntry => ({
    id,
    title,
    build: seriesChart('bar', labels, series, { horizontal, stacked }),
    figures: figures(header, labels, series),
    summary: summary(title, series),
    legend: series.length > 1 ? legendOf(series) : undefined,
  });
  const radar = (id: string, title: string, note?: string): ChartEntry => {
    const labels = ['battery', 'camera', 'screen', 'price', 'speed', 'storage'].map((key) =>
      t(`charts.axes.${key}`),
    );
    const series: Series[] = [
      { label: 'A', values: SKILLS, colour: 'primary' },
      { label: 'B', values: SKILLS_B, colour: 'info' },
    ];
    return {
      id,
      title,
      note,
      build: seriesChart('radar', labels, series),
      figures: figures(t('charts.feature'), labels, series),
      summary: summary(title, series),
      legend: legendOf(series),
    };
  };
  const scatter = (
    id: string,
    title: string,
    sets: { label: string; points: Point[]; colour: ChartColour }[],
    bubbles = false,
  ): ChartEntry => ({
    id,
    title,
    build: pointsChart(sets, t('charts.x'), t('charts.y')),
    figures: {
      columns: [
        t('charts.series'),
        t('charts.x'),
        t('charts.y'),
        ...(bubbles ? [t('charts.size')] : []),
      ],
      rows: sets.flatMap((set) =>
        set.points.map((p) => [set.label, p.x, p.y, ...(bubbles ? [p.r ?? 0] : [])]),
      ),
    },
    summary: t('charts.summary', { title, series: sets.map((set) => set.label).join(', ') }),
    legend:
      sets.length > 1 ? sets.map((set) => ({ label: set.label, colour: set.colour })) : undefined,
  });
  const share = (id: string, title: string): ChartEntry => {
    const parts = [
      { label: t('charts.parts.food'), value: 45, colour: 'primary' as const },
      { label: t('charts.parts.transport'), value: 25, colour: 'success' as const },
      { label: t('charts.parts.school'), value: 20, colour: 'warning' as const },
      { label: t('charts.parts.other'), value: 10, colour: 'danger' as const },
    ];
    return {
      id,
      title,
      note: t('charts.shareNote'),
      height: 120,
      build: shareChart(title, parts),
      figures: {
        columns: [t('charts.part'), t('charts.percent')],
        rows: parts.map((part) => [part.label, part.value]),
      },
      summary: t('charts.summary', {
        title,
        series: parts.map((part) => `${part.label} ${part.value}%`).join(', '),
      }),
      legend: parts.map((part) => ({ label: part.label, colour: part.colour })),
    };
  };
  const candles: ChartEntry = {
    id: 'candlestick',
    title: t('charts.titles.candlestick'),
    note: t('charts.candleNote'),
    build: candleChart(CANDLES.map((c, index) => ({ ...c, label: day(index + 1) }))),
    figures: {
      columns: [
        t('charts.day'),
        t('charts.open'),
        t('charts.high'),
        t('charts.low'),
        t('charts.close'),
      ],
      rows: CANDLES.map((c, index) => [day(index + 1), c.open, c.high, c.low, c.close]),
    },
    summary: t('charts.summary', {
      title: t('charts.titles.candlestick'),
      series: t('charts.open'),
    }),
  };
  const heatRows = ['nairobi', 'mombasa', 'kisumu', 'nakuru', 'eldoret'].map((key) =>
    t(`charts.towns.${key}`),
  );
  const heat: ChartEntry = {
    id: 'heatmap',
    title: t('charts.titles.heatmap'),
    height: 240,
    build: heatChart(days, heatRows, HEAT, 'primary'),
    figures: {
      columns: [t('charts.town'), ...days],
      rows: heatRows.map((row, index) => [row, ...(HEAT[index] ?? [])]),
    },
    summary: t('charts.summary', {
      title: t('charts.titles.heatmap'),
      series: heatRows.join(', '),
    }),
  };
  const radial: ChartEntry = bars(
    'radial',
    t('charts.titles.radial'),
    t('charts.goal'),
    [t('charts.goals.savings'), t('charts.goals.loans'), t('charts.goals.members')],
    [{ label: t('charts.percent'), values: [78, 54, 91], colour: 'success' }],
    true,
  );
  radial.note = t('charts.radialNote');

  const balance = [{ label: t('charts.balance'), values: BALANCE, colour: 'primary' as const }];
  const traffic = [
    { label: t('charts.visits'), values: VISITS, colour: 'primary' as const },
    { label: t('charts.visitors'), values: VISITORS, colour: 'info' as const },
  ];
  const sales = [
    { label: t('charts.sales'), values: SALES, colour: 'primary' as const },
    { label: t('charts.costs'), values: COSTS, colour: 'warning' as const },
  ];

  return {
    apex: [
      lines('area', t('charts.titles.area'), t('charts.month'), months, traffic, true),
      lines('line', t('charts.titles.balance'), t('charts.month'), months, balance),
      bars('bar', t('charts.titles.bar'), t('charts.day'), days, [sales[0]!], true),
      candles,
      bars('column', t('charts.titles.dataScience'), t('charts.day'), days, sales, false, true),
      scatter('scatter', t('charts.titles.technologies'), [
        { label: 'React', points: SCATTER_A, colour: 'primary' },
        { label: 'Vue', points: SCATTER_B, colour: 'success' },
      ]),
      heat,
      share('donut', t('charts.titles.expense')),
      radial,
      radar('radar', t('charts.titles.mobile')),
    ],
    chartjs: [
      bars('bar', t('charts.titles.latest'), t('charts.day'), days, [sales[0]!]),
      bars('horizontal', t('charts.titles.horizontal'), t('charts.day'), days, sales, true),
      lines('line', t('charts.titles.statistics'), t('charts.month'), months, traffic),
      radar('radar', t('charts.titles.radar')),
      radar('polar', t('charts.titles.skills'), t('charts.polarNote')),
      scatter(
        'bubble',
        t('charts.titles.bubble'),
        [{ label: t('charts.groups'), points: BUBBLES, colour: 'warning' }],
        true,
      ),
      share('doughnut', t('charts.titles.devices')),
      scatter('scatter', t('charts.titles.product'), [
        { label: t('charts.orders'), points: SCATTER_A, colour: 'primary' },
        { label: t('charts.returns'), points: SCATTER_B, colour: 'danger' },
      ]),
      lines('area', t('charts.titles.dataScience'), t('charts.month'), months, traffic, true),
    ],
    recharts: [
      lines('line', t('charts.titles.balance'), t('charts.month'), months, balance),
      lines('area', t('charts.titles.website'), t('charts.month'), months, traffic, true),
      bars('bar', t('charts.titles.brand'), t('charts.day'), days, sales, false, true),
      share('pie', t('charts.titles.expense')),
      radar('radar', t('charts.titles.mobile')),
      scatter('scatter', t('charts.titles.framework'), [
        { label: 'React', points: SCATTER_A, colour: 'primary' },
        { label: 'Angular', points: SCATTER_B, colour: 'danger' },
      ]),
    ],
  };
}

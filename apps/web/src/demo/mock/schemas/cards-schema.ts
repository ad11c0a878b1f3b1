import { z } from 'zod';

/** The period menu of the analytics cards, as sent in `?period=` (the first is the default). */
export const ANALYTICS_PERIODS = ['last-28-days', 'last-month', 'last-year'] as const;

export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  'last-28-days': 'Last 28 Days',
  'last-month': 'Last Month',
  'last-year': 'Last Year',
};

export const ANALYTICS_CARDS = [
  'support-tracker',
  'avg-sessions',
  'revenue-report',
  'goal-overview',
  'revenue',
  'product-orders',
  'sessions-device',
  'customers',
] as const;

export const STATISTICS_CARDS = [
  'orders-bar-chart',
  'profit-line-chart',
  'subscribers',
  'revenue',
  'sales',
  'orders',
  'site-traffic',
  'active-users',
  'newsletter',
] as const;

export type AnalyticsCard = (typeof ANALYTICS_CARDS)[number];
export type StatisticsCard = (typeof STATISTICS_CARDS)[number];

const seriesSchema = z.array(z.object({ name: z.string(), data: z.array(z.number()) }));

/** Every card answer says which period it is for; `figures` hold the card's numbers. */
export const analyticsCardSchema = z.object({
  card: z.enum(ANALYTICS_CARDS),
  title: z.string(),
  period: z.enum(ANALYTICS_PERIODS),
  periods: z.array(z.object({ value: z.string(), label: z.string() })),
  /** The card's headline numbers, by name (`totalTicket`, `finished`, `desktop`…). */
  figures: z.record(z.string(), z.number()),
  /** Labels of the chart's x axis or slices. */
  categories: z.array(z.string()),
  series: seriesSchema,
});

export const statisticsCardSchema = z.object({
  card: z.enum(STATISTICS_CARDS),
  title: z.string(),
  period: z.enum(ANALYTICS_PERIODS),
  /** The headline figure of the card. */
  statistics: z.number(),
  categories: z.array(z.string()),
  series: seriesSchema,
});

export type AnalyticsCardData = z.infer<typeof analyticsCardSchema>;
export type StatisticsCardData = z.infer<typeof statisticsCardSchema>;

import { withSeed } from '../lib/seeded';
import type { DemoFaker } from '../lib/seeded';
import { ANALYTICS_PERIOD_LABELS, ANALYTICS_PERIODS } from '../schemas/cards-schema';
import type { AnalyticsCard, AnalyticsCardData, AnalyticsPeriod } from '../schemas/cards-schema';
import { MONTHS, PERIOD_SCALE, WEEKDAYS, ints } from './card-figures';

type Shape = Pick<AnalyticsCardData, 'title' | 'figures' | 'categories' | 'series'>;

const ANALYTICS: Record<AnalyticsCard, (f: DemoFaker, scale: number) => Shape> = {
  'support-tracker': (f, scale) => {
    const completed = f.number.int({ min: 55, max: 95 });
    const totalTicket = Math.round(f.number.int({ min: 120, max: 180 }) * scale);
    return {
      title: 'Support Tracker',
      figures: {
        totalTicket,
        newTicket: Math.round(totalTicket * f.number.float({ min: 0.1, max: 0.3 })),
        openTicket: Math.round(totalTicket * f.number.float({ min: 0.05, max: 0.2 })),
        responseTime: f.number.int({ min: 1, max: 3 }),
        completed,
      },
      categories: ['Completed Tickets'],
      series: [{ name: 'Completed Tickets', data: [completed] }],
    };
  },
  'avg-sessions': (f, scale) => {
    const data = ints(f, 7, Math.round(40 * scale), Math.round(90 * scale));
    return {
      title: 'Avg Sessions',
      figures: {
        sessions: data.reduce((sum, value) => sum + value, 0),
        growth: f.number.float({ min: -10, max: 30, fractionDigits: 1 }),
        goal: Math.round(100_000 * scale),
        users: Math.round(f.number.int({ min: 80_000, max: 110_000 }) * scale),
        retention: f.number.int({ min: 60, max: 95 }),
        duration: f.number.int({ min: 1, max: 5 }),
      },
      categories: WEEKDAYS,
      series: [{ name: 'Sessions', data }],
    };
  },
  'revenue-report': (f, scale) => {
    const earning = ints(f, MONTHS.length, Math.round(95 * scale), Math.round(300 * scale));
    const expense = ints(f, MONTHS.length, Math.round(60 * scale), Math.round(180 * scale));
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    return {
      title: 'Revenue Report',
      figures: {
        earning: sum(earning),
        expense: sum(expense),
        budget: Math.round(sum(earning) * 1.2),
      },
      categories: MONTHS,
      series: [
        { name: 'Earning', data: earning },
        { name: 'Expense', data: expense.map((value) => -value) },
      ],
    };
  },
  'goal-overview': (f, scale) => {
    const completed = Math.round(f.number.int({ min: 600, max: 900 }) * scale);
    const inProgress = Math.round(f.number.int({ min: 100, max: 400 }) * scale);
    const percent = Math.round((completed / (completed + inProgress)) * 100);
    return {
      title: 'Goal Overview',
      figures: { completed, inProgress, percent },
      categories: ['Completed'],
      series: [{ name: 'Completed', data: [percent] }],
    };
  },
  revenue: (f, scale) => ({
    title: 'Revenue',
    figures: {
      thisMonth: Math.round(f.number.int({ min: 60_000, max: 90_000 }) * scale),
      lastMonth: Math.round(f.number.int({ min: 50_000, max: 80_000 }) * scale),
    },
    categories: ['01', '05', '09', '13', '17', '21', '26', '31'],
    series: [
      { name: 'This Month', data: ints(f, 8, Math.round(20 * scale), Math.round(60 * scale)) },
      { name: 'Last Month', data: ints(f, 8, Math.round(15 * scale), Math.round(55 * scale)) },
    ],
  }),
  'product-orders': (f, scale) => {
    const [finished = 0, pending = 0, rejected = 0] = [
      f.number.int({ min: 20_000, max: 30_000 }),
      f.number.int({ min: 5_000, max: 15_000 }),
      f.number.int({ min: 1_000, max: 5_000 }),
    ].map((value) => Math.round(value * scale));
    return {
      title: 'Product Orders',
      figures: { finished, pending, rejected, total: finished + pending + rejected },
      categories: ['Finished', 'Pending', 'Rejected'],
      series: [{ name: 'Orders', data: [finished, pending, rejected] }],
    };
  },
  'sessions-device': (f, scale) => {
    const [desktop = 0, mobile = 0, tablet = 0] = ints(f, 3, 100, 800).map((v) =>
      Math.round(v * scale),
    );
    return {
      title: 'Sessions By Device',
      figures: { desktop, mobile, tablet },
      categories: ['Desktop', 'Mobile', 'Tablet'],
      series: [{ name: 'Sessions', data: [desktop, mobile, tablet] }],
    };
  },
  customers: (f, scale) => {
    const [newCustomers = 0, returning = 0, referrals = 0] = ints(f, 3, 50, 900).map((v) =>
      Math.round(v * scale),
    );
    return {
      title: 'Customers',
      figures: { newCustomers, returning, referrals },
      categories: ['New', 'Returning', 'Referrals'],
      series: [{ name: 'Customers', data: [newCustomers, returning, referrals] }],
    };
  },
};

const PERIODS = ANALYTICS_PERIODS.map((value) => ({
  value,
  label: ANALYTICS_PERIOD_LABELS[value],
}));

/** A card of the analytics set for a period: the same figures for the same card and period. */
export function analyticsCardData(card: AnalyticsCard, period: AnalyticsPeriod): AnalyticsCardData {
  const shape = withSeed(`card-analytics:${card}:${period}`, (f) =>
    ANALYTICS[card](f, PERIOD_SCALE[period]),
  );
  return { card, period, periods: PERIODS, ...shape };
}

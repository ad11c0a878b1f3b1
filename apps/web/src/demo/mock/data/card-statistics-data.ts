import { withSeed } from '../lib/seeded';
import type { AnalyticsPeriod, StatisticsCard, StatisticsCardData } from '../schemas/cards-schema';
import { MONTHS, PERIOD_SCALE, WEEKDAYS, ints } from './card-figures';

const STATISTICS_TITLES: Record<StatisticsCard, string> = {
  'orders-bar-chart': 'Orders',
  'profit-line-chart': 'Profit',
  subscribers: 'Subscribers Gained',
  revenue: 'Revenue Generated',
  sales: 'Sales',
  orders: 'Orders Received',
  'site-traffic': 'Site Traffic',
  'active-users': 'Active Users',
  newsletter: 'Newsletter',
};

/** A statistics card: a headline figure and the series of its small chart. */
export function statisticsCardData(
  card: StatisticsCard,
  period: AnalyticsPeriod,
): StatisticsCardData {
  return withSeed(`card-statistics:${card}:${period}`, (f) => {
    const scale = PERIOD_SCALE[period];
    const data = ints(f, 7, Math.round(10 * scale), Math.round(100 * scale));
    // The sales radar compares two series month by month; the others draw one line or bars.
    const series =
      card === 'sales'
        ? [
            { name: 'Sales', data: ints(f, 6, Math.round(40 * scale), Math.round(90 * scale)) },
            { name: 'Visits', data: ints(f, 6, Math.round(40 * scale), Math.round(90 * scale)) },
          ]
        : [{ name: STATISTICS_TITLES[card], data }];
    return {
      card,
      title: STATISTICS_TITLES[card],
      period,
      statistics: series.flatMap((one) => one.data).reduce((sum, value) => sum + value, 0),
      categories: card === 'sales' ? MONTHS.slice(0, 6) : WEEKDAYS,
      series,
    };
  });
}

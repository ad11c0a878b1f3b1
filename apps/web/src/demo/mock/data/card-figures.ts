import type { DemoFaker } from '../lib/seeded';
import type { AnalyticsPeriod } from '../schemas/cards-schema';

// A year holds about twelve times the tickets, sessions and orders of four weeks.
export const PERIOD_SCALE: Record<AnalyticsPeriod, number> = {
  'last-28-days': 1,
  'last-month': 1.1,
  'last-year': 12,
};
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];

export function ints(f: DemoFaker, count: number, min: number, max: number): number[] {
  return Array.from({ length: count }, () => f.number.int({ min, max }));
}

import type { AnalyticsPeriod } from '../../mock/schemas/cards-schema';

/**
 * The analytics period menu (Last 28 Days, Last Month, Last Year), the first the default. Restated
 * rather than imported: the mock's schema module brings zod, which no card needs. `satisfies`
 * and the check below fail the build if the two lists part.
 */
export const PERIODS = [
  'last-28-days',
  'last-month',
  'last-year',
] as const satisfies readonly AnalyticsPeriod[];

const everyPeriod: Exclude<AnalyticsPeriod, (typeof PERIODS)[number]> extends never ? true : never =
  true;
void everyPeriod;

export type Period = (typeof PERIODS)[number];

export const DEFAULT_PERIOD: Period = 'last-28-days';

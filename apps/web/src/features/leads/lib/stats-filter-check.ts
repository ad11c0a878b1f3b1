import type { LeadStatsFilters } from '../api/lead-stats';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(value));

/**
 * The first filter the server would refuse (contract `leadStatsQuery`), or null. Restated here
 * rather than parsed with the contract's schema: zod would double the charts route's JavaScript,
 * and the server checks again anyway.
 */
export function invalidStatsFilter(filters: LeadStatsFilters): keyof LeadStatsFilters | null {
  if (filters.business && !UUID.test(filters.business)) return 'business';
  if (filters.agent && !UUID.test(filters.agent)) return 'agent';
  if (filters.from && !isDay(filters.from)) return 'from';
  if (filters.to && !isDay(filters.to)) return 'to';
  if (filters.from && filters.to && filters.from > filters.to) return 'from';
  return null;
}

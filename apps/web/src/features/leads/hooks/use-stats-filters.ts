import { useSearchParams } from 'react-router';
import type { LeadStatsFilters } from '../api/lead-stats';
import { invalidStatsFilter } from '../lib/stats-filter-check';

export type StatsFilterName = keyof LeadStatsFilters;
const NAMES: readonly StatsFilterName[] = ['business', 'agent', 'from', 'to'];

/**
 * The filters live in the URL (a reload or a shared link shows the same figures) and pass the
 * server's rules before they are sent: `invalid` names the first filter the server would refuse.
 */
export function useStatsFilters() {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    NAMES.map((name) => [name, params.get(name) ?? '']),
  ) as unknown as LeadStatsFilters;
  const invalid = invalidStatsFilter(filters);

  const setFilter = (name: StatsFilterName, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  return { filters, invalid, setFilter };
}

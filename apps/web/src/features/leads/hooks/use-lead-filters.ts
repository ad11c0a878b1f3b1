import { useSearchParams } from 'react-router';
import { leadStatuses } from '@pamoja/contract/lead-states';
import type { LeadStatus } from '@pamoja/contract/lead-states';
import type { LeadFilters } from '../api/list-leads';

export type LeadFilterName = Exclude<keyof LeadFilters, 'page'>;

/** The filters besides the page, in the order the URL and the panel list them. */
export const LEAD_FILTER_NAMES: readonly LeadFilterName[] = [
  'status',
  'name',
  'phoneNumber',
  'referralId',
  'amountFrom',
  'amountTo',
  'from',
  'to',
  'product',
  'agent',
  'assignedTo',
  'location',
];

const statusOf = (value: string | null): LeadStatus | '' =>
  leadStatuses.find((status) => status === value) ?? '';

export function filtersOf(params: URLSearchParams): LeadFilters {
  const filters = { page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1) };
  for (const name of LEAD_FILTER_NAMES) {
    Object.assign(filters, { [name]: params.get(name) ?? '' });
  }
  return { ...(filters as LeadFilters), status: statusOf(params.get('status')) };
}

/**
 * Filters and page live in the URL: a reload or a shared link shows the same list, and Back
 * undoes a filter. What is typed replaces the entry (one entry per search, not per key); a
 * choice the user commits pushes one.
 */
export function useLeadFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);

  const update = (changes: Record<string, string>, replace: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === '' || (name === 'page' && value === '1')) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace },
    );

  const active = LEAD_FILTER_NAMES.filter((name) => filters[name] !== '');
  return {
    filters,
    /** Names of the filters in use. */
    active,
    // Another filter starts from the first page.
    setFilter: (name: LeadFilterName, value: string, options: { typing?: boolean } = {}) =>
      update({ [name]: value, page: '1' }, options.typing === true),
    setPage: (page: number) => update({ page: String(page) }, false),
    clear: () =>
      update(Object.fromEntries([...LEAD_FILTER_NAMES, 'page'].map((name) => [name, ''])), false),
  };
}

import { useSearchParams } from 'react-router';
import { bookingStatuses } from '@pamoja/contract/bookings';
import type { BookingStatus } from '@pamoja/contract/bookings';
import { isDay, mondayOf, todayInNairobi } from '../lib/nairobi-time';

export interface DeskFilters {
  page: number;
  status: BookingStatus | '';
  branchId: string;
  serviceId: string;
  from: string;
  to: string;
}

export type DeskFilterName = 'status' | 'branchId' | 'serviceId' | 'from' | 'to';
export type DeskView = 'list' | 'week';

const statusOf = (value: string | null): BookingStatus | '' =>
  bookingStatuses.find((status) => status === value) ?? '';

/** The desk's filters, view and week live in the URL: a reload or a shared link shows the same. */
export function useDeskFilters() {
  const [params, setParams] = useSearchParams();
  const filters: DeskFilters = {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    status: statusOf(params.get('status')),
    branchId: params.get('branchId') ?? '',
    serviceId: params.get('serviceId') ?? '',
    from: isDay(params.get('from')) ? (params.get('from') ?? '') : '',
    to: isDay(params.get('to')) ? (params.get('to') ?? '') : '',
  };
  const view: DeskView = params.get('view') === 'week' ? 'week' : 'list';
  const week = mondayOf(isDay(params.get('week')) ? (params.get('week') ?? '') : todayInNairobi());

  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === '' || (name === 'page' && value === '1')) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );

  return {
    filters,
    view,
    week,
    // Another filter starts from the first page.
    setFilter: (name: DeskFilterName, value: string) => update({ [name]: value, page: '1' }),
    setPage: (page: number) => update({ page: String(page) }),
    setView: (next: DeskView) => update({ view: next === 'list' ? '' : next }),
    setWeek: (monday: string) => update({ week: monday }),
  };
}

import { bookingStatuses } from '@pamoja/contract/bookings';
import type { BookingStatus } from '@pamoja/contract/bookings';
import { isDay, mondayOf, todayInNairobi } from '../lib/nairobi-time';
import { useUrlFilters } from '../../../shared/hooks/use-url-filters';

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
  const { params, page, update, setFilter, setPage } = useUrlFilters<
    DeskFilterName | 'view' | 'week'
  >();
  const filters: DeskFilters = {
    page,
    status: statusOf(params.get('status')),
    branchId: params.get('branchId') ?? '',
    serviceId: params.get('serviceId') ?? '',
    from: isDay(params.get('from')) ? (params.get('from') ?? '') : '',
    to: isDay(params.get('to')) ? (params.get('to') ?? '') : '',
  };
  const view: DeskView = params.get('view') === 'week' ? 'week' : 'list';
  const week = mondayOf(isDay(params.get('week')) ? (params.get('week') ?? '') : todayInNairobi());

  return {
    filters,
    view,
    week,
    setFilter,
    setPage,
    setView: (next: DeskView) => update({ view: next === 'list' ? '' : next }),
    setWeek: (monday: string) => update({ week: monday }),
  };
}

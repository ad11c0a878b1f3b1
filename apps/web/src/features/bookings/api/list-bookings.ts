import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@pamoja/contract/api-response';
import type { Booking, BookingStatus } from '@pamoja/contract/bookings';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { useSessionStore } from '../../../shared/session/session-store';

/** Every cached list (the member's, the desk's, a week) shares this label, so one answer updates all. */
export const BOOKINGS_LABEL = 'bookings.list';
export const PAGE_SIZE = 10;

/** The list's filters; empty means "any" (the client drops empty query values). */
export interface BookingFilters {
  page: number;
  limit?: number;
  status?: BookingStatus | '';
  branchId?: string;
  serviceId?: string;
  from?: string;
  to?: string;
}

export interface BookingPage {
  items: Booking[];
  pagination: Pagination;
}

/** `GET bookings`: the caller's own, or the organisation's for staff, by start time. */
export async function listBookings(
  filters: BookingFilters,
  signal?: AbortSignal,
): Promise<BookingPage> {
  const { page, limit = PAGE_SIZE, ...rest } = filters;
  const body = await request<ApiResponse<Booking[]>>({
    method: 'GET',
    url: 'bookings',
    query: { page, limit, ...rest },
    label: BOOKINGS_LABEL,
    signal,
  });
  return {
    items: body.data,
    pagination: body.pagination ?? { page, limit, total: body.data.length },
  };
}

export const bookingsQueryOptions = (filters: BookingFilters, organisation: string | null) =>
  labelQueryOptions(BOOKINGS_LABEL, ({ signal }) => listBookings(filters, signal), {
    ...filters,
    organisation,
  });

export function useBookings(filters: BookingFilters, enabled = true) {
  const organisation = useSessionStore((state) => state.organisationId);
  return useQuery({
    ...bookingsQueryOptions(filters, organisation),
    placeholderData: keepPreviousData,
    enabled: enabled && organisation !== null,
  });
}

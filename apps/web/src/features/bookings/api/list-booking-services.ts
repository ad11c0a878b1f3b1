import { useQuery } from '@tanstack/react-query';
import type { BookingService } from '@pamoja/contract/bookings';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { useSessionStore } from '../../../shared/session/session-store';

export const BOOKING_SERVICES_LABEL = 'bookings.services';

/**
 * `GET booking-services?limit=100`: every service at once, as pickers want them. Members get the
 * active ones; an admin gets all of them (the admin page shows which are inactive).
 */
export async function listBookingServices(signal?: AbortSignal): Promise<BookingService[]> {
  const body = await request<ApiResponse<BookingService[]>>({
    method: 'GET',
    url: 'booking-services',
    query: { page: 1, limit: 100 },
    label: BOOKING_SERVICES_LABEL,
    signal,
  });
  return body.data;
}

export const bookingServicesQueryOptions = (organisation: string | null) =>
  labelQueryOptions(BOOKING_SERVICES_LABEL, ({ signal }) => listBookingServices(signal), {
    organisation,
  });

export function useBookingServices() {
  const organisation = useSessionStore((state) => state.organisationId);
  return useQuery({
    ...bookingServicesQueryOptions(organisation),
    enabled: organisation !== null,
  });
}

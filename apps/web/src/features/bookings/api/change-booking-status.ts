import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Booking, ChangeBookingStatusRequest } from '@pamoja/contract/bookings';
import { isHttpError } from '../../../shared/http/http-error';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { replaceBooking } from '../lib/booking-actions';
import { AVAILABILITY_LABEL } from './get-availability';
import { getBooking } from './get-booking';
import { BOOKINGS_LABEL } from './list-bookings';
import type { BookingPage } from './list-bookings';

export const BOOKING_STATUS_LABEL = 'bookings.status';

export interface StatusChange {
  booking: Booking;
  change: Omit<ChangeBookingStatusRequest, 'expectedStatus' | 'version'>;
}

/**
 * `PUT bookings/{id}/status` with the status and version the screen showed: if someone acted
 * first the server answers 409 instead of applying a move made on stale facts.
 */
export async function changeBookingStatus({ booking, change }: StatusChange): Promise<Booking> {
  const body = await request<ApiResponse<Booking>>({
    method: 'PUT',
    url: `bookings/${encodeURIComponent(booking.id)}/status`,
    data: { ...change, expectedStatus: booking.status, version: booking.version },
    label: BOOKING_STATUS_LABEL,
  });
  return body.data;
}

/** Puts the answer in every cached list in place: no list is fetched again. */
export function putBookingInLists(queryClient: QueryClient, booking: Booking) {
  queryClient.setQueriesData<BookingPage>({ queryKey: [BOOKINGS_LABEL] }, (page) =>
    replaceBooking(page, booking),
  );
}

export const changeBookingStatusMutationOptions = () =>
  labelMutationOptions(BOOKING_STATUS_LABEL, changeBookingStatus);

export function useChangeBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    ...changeBookingStatusMutationOptions(),
    onSuccess: (booking) => {
      putBookingInLists(queryClient, booking);
      void queryClient.invalidateQueries({ queryKey: [AVAILABILITY_LABEL] });
    },
    onError: async (error, { booking }) => {
      // Someone acted first: the client has shown the server's words; show the row as it is now.
      if (!isHttpError(error) || error.status !== 409) return;
      try {
        putBookingInLists(queryClient, await getBooking(booking.id));
      } catch {
        // The row keeps what it showed; the next visit reads it again.
      }
    },
  });
}

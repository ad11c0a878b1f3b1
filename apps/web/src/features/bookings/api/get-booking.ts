import type { Booking } from '@pamoja/contract/bookings';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const BOOKING_LABEL = 'bookings.one';

/** `GET bookings/{id}`: one booking as the list shows it (a row read again after a 409). */
export async function getBooking(id: string): Promise<Booking> {
  const body = await request<ApiResponse<Booking>>({
    method: 'GET',
    url: `bookings/${encodeURIComponent(id)}`,
    label: BOOKING_LABEL,
    hideErrorMessage: true,
  });
  return body.data;
}

import {
  BOOKING_TRANSITIONS,
  changeBookingStatusRequest,
  MEMBER_ONLY_STATUS,
} from '@pamoja/contract/bookings';
import type { Booking, BookingStatus } from '@pamoja/contract/bookings';

/** The moves staff may offer on a booking: the contract's table less the member's own cancel. */
export const staffMoves = (status: BookingStatus): BookingStatus[] =>
  BOOKING_TRANSITIONS[status].filter((to) => to !== MEMBER_ONLY_STATUS);

export const memberMayCancel = (status: BookingStatus) =>
  BOOKING_TRANSITIONS[status].includes(MEMBER_ONLY_STATUS);

interface BookingPage {
  items: Booking[];
}

/** The same page with `booking` in place of the row of that id (a status answer). */
export function replaceBooking<T extends BookingPage>(page: T | undefined, booking: Booking) {
  if (!page || !page.items.some((item) => item.id === booking.id)) return page;
  return { ...page, items: page.items.map((item) => (item.id === booking.id ? booking : item)) };
}

/** The contract's rule for a move's reason: its message, or nothing when the reason will do. */
export function bookingReasonProblem(status: BookingStatus, reason: string): string | undefined {
  const checked = changeBookingStatusRequest.safeParse({ status, reason });
  return checked.success
    ? undefined
    : checked.error.issues.find((issue) => issue.path[0] === 'reason')?.message;
}

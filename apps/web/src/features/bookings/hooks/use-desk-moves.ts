import { useState } from 'react';
import type { Booking, BookingStatus } from '@pamoja/contract/bookings';
import { useChangeBookingStatus } from '../api/change-booking-status';

export interface DeskMove {
  booking: Booking;
  status: BookingStatus;
}

/** Confirm, complete and no-show go at once; decline asks why and reschedule asks when first. */
export function useDeskMoves() {
  const change = useChangeBookingStatus();
  const [asking, setAsking] = useState<DeskMove | null>(null);

  const move = (booking: Booking, status: BookingStatus) => {
    if (status === 'DECLINED' || status === 'RESCHEDULED') setAsking({ booking, status });
    else change.mutate({ booking, change: { status } });
  };

  const finish = (extra: { reason?: string; startsAt?: string }) => {
    if (!asking) return;
    change.mutate(
      { booking: asking.booking, change: { status: asking.status, ...extra } },
      { onSettled: () => setAsking(null) },
    );
  };

  return { move, asking, finish, close: () => setAsking(null), pending: change.isPending };
}

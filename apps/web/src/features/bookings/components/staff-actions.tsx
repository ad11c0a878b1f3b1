import { useTranslation } from 'react-i18next';
import type { Booking, BookingStatus } from '@pamoja/contract/bookings';
import { staffMoves } from '../lib/booking-actions';

const TONE: Partial<Record<BookingStatus, string>> = {
  CONFIRMED: 'btn-success',
  DECLINED: 'btn-outline-danger',
  COMPLETED: 'btn-outline-primary',
  NO_SHOW: 'btn-outline-secondary',
  RESCHEDULED: 'btn-outline-secondary',
};

interface StaffActionsProps {
  booking: Booking;
  pending: boolean;
  onMove: (booking: Booking, status: BookingStatus) => void;
}

/** One button per move the contract's table allows from this status; none for a closed booking. */
export function StaffActions({ booking, pending, onMove }: StaffActionsProps) {
  const { t } = useTranslation();
  const moves = staffMoves(booking.status);
  if (moves.length === 0) return null;
  return (
    <div className="d-inline-flex flex-wrap justify-content-end gap-1">
      {moves.map((status) => (
        <button
          key={status}
          type="button"
          className={`btn btn-sm ${TONE[status] ?? 'btn-outline-secondary'}`}
          disabled={pending}
          onClick={() => onMove(booking, status)}
        >
          {t(`bookings.desk.move.${status}`)}
        </button>
      ))}
    </div>
  );
}

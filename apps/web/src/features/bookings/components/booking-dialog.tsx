import { useTranslation } from 'react-i18next';
import type { Booking, BookingStatus } from '@pamoja/contract/bookings';
import { displayPhone } from '../../../shared/format/phone';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { formatDateTime } from '../lib/nairobi-time';
import { BookingStatusBadge } from './booking-status-badge';
import { StaffActions } from './staff-actions';

interface BookingDialogProps {
  booking: Booking | null;
  pending: boolean;
  onHide: () => void;
  onMove: (booking: Booking, status: BookingStatus) => void;
}

/** One booking of the week view, with the moves its status allows. */
export function BookingDialog({ booking, pending, onHide, onMove }: BookingDialogProps) {
  const { t, i18n } = useTranslation();
  return (
    <FormDialog show={booking !== null} title={t('bookings.week.booking')} onHide={onHide}>
      {booking && (
        <>
          <dl className="row small mb-3">
            <dt className="col-4">{t('bookings.fields.when')}</dt>
            <dd className="col-8">{formatDateTime(booking.startsAt, i18n.language)}</dd>
            <dt className="col-4">{t('bookings.fields.member')}</dt>
            <dd className="col-8">
              {booking.memberName} · {displayPhone(booking.memberPhone)}
            </dd>
            <dt className="col-4">{t('bookings.fields.service')}</dt>
            <dd className="col-8">{booking.serviceName}</dd>
            <dt className="col-4">{t('bookings.fields.status')}</dt>
            <dd className="col-8">
              <BookingStatusBadge status={booking.status} />
            </dd>
            {booking.notes && (
              <>
                <dt className="col-4">{t('bookings.fields.notes')}</dt>
                <dd className="col-8">{booking.notes}</dd>
              </>
            )}
          </dl>
          <StaffActions booking={booking} pending={pending} onMove={onMove} />
        </>
      )}
    </FormDialog>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking, Slot } from '@pamoja/contract/bookings';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { formatDateTime } from '../lib/nairobi-time';
import { SlotPicker } from './slot-picker';

interface RescheduleDialogProps {
  booking: Booking | null;
  pending: boolean;
  onConfirm: (startsAt: string) => void;
  onHide: () => void;
}

/** A new time for the booking: the member's own slot picker, for its service and branch. */
export function RescheduleDialog({ booking, pending, onConfirm, onHide }: RescheduleDialogProps) {
  const { t, i18n } = useTranslation();
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState<Slot | null>(null);

  return (
    <FormDialog
      show={booking !== null}
      title={t('bookings.desk.rescheduleTitle')}
      onHide={onHide}
      onExited={() => {
        setDate('');
        setSlot(null);
      }}
    >
      {booking && (
        <>
          <p className="small">
            {t('bookings.desk.rescheduleText', {
              member: booking.memberName,
              service: booking.serviceName,
              when: formatDateTime(booking.startsAt, i18n.language),
            })}
          </p>
          <SlotPicker
            serviceId={booking.serviceId}
            branchId={booking.branchId}
            date={date}
            onDate={setDate}
            value={slot?.startsAt ?? null}
            onPick={setSlot}
          />
          <div className="d-flex justify-content-end gap-2 mt-3">
            <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
              {t('ui.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={!slot || pending}
              onClick={() => slot && onConfirm(slot.startsAt)}
            >
              {pending && (
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              )}
              {t('bookings.desk.rescheduleConfirm')}
            </button>
          </div>
        </>
      )}
    </FormDialog>
  );
}

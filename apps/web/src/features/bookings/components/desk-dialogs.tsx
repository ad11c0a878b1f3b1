import { useTranslation } from 'react-i18next';
import type { DeskMove } from '../hooks/use-desk-moves';
import { formatDateTime } from '../lib/nairobi-time';
import { ReasonDialog } from '../../../shared/ui/reason-dialog';
import { bookingReasonProblem } from '../lib/booking-actions';
import { RescheduleDialog } from './reschedule-dialog';

interface DeskDialogsProps {
  asking: DeskMove | null;
  pending: boolean;
  onFinish: (extra: { reason?: string; startsAt?: string }) => void;
  onHide: () => void;
}

/** The two moves that need more than a click: decline (why) and reschedule (when). */
export function DeskDialogs({ asking, pending, onFinish, onHide }: DeskDialogsProps) {
  const { t, i18n } = useTranslation();
  const declining = asking?.status === 'DECLINED' ? asking.booking : null;
  return (
    <>
      <ReasonDialog
        show={declining !== null}
        validate={(reason) => bookingReasonProblem('DECLINED', reason)}
        title={t('bookings.desk.declineTitle')}
        warning={
          declining
            ? t('bookings.desk.declineWarning', {
                member: declining.memberName,
                when: formatDateTime(declining.startsAt, i18n.language),
              })
            : ''
        }
        confirmLabel={t('bookings.desk.move.DECLINED')}
        pending={pending}
        onConfirm={(reason) => onFinish({ reason })}
        onHide={onHide}
      />
      <RescheduleDialog
        booking={asking?.status === 'RESCHEDULED' ? asking.booking : null}
        pending={pending}
        onConfirm={(startsAt) => onFinish({ startsAt })}
        onHide={onHide}
      />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '@pamoja/contract/bookings';

// The subtle pairs are Bootstrap's own light/dark tokens, so each badge reads in both skins.
const TONE: Readonly<Record<BookingStatus, string>> = {
  REQUESTED: 'warning',
  CONFIRMED: 'success',
  DECLINED: 'danger',
  CANCELLED: 'secondary',
  COMPLETED: 'primary',
  NO_SHOW: 'danger',
  RESCHEDULED: 'info',
};

/** A booking's status in colour and in words (colour alone says nothing to some readers). */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  const tone = TONE[status];
  return (
    <span
      className={`badge border bg-${tone}-subtle text-${tone}-emphasis border-${tone}-subtle`}
      data-status={status}
    >
      {t(`bookings.status.${status}`)}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import type { AirtimeLineStatus } from '@pamoja/contract/wallet';

const TONE: Readonly<Record<AirtimeLineStatus, string>> = {
  AWAITING_PAYMENT: 'text-bg-light',
  QUEUED: 'text-bg-secondary',
  SENDING: 'text-bg-info',
  SENT: 'text-bg-info',
  SUCCESS: 'text-bg-success',
  FAILED: 'text-bg-danger',
  CANCELLED: 'text-bg-secondary',
};

/** One recipient's state, in colour and in words (colour alone says nothing to some readers). */
export function LineStatusBadge({ status }: { status: AirtimeLineStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${TONE[status] ?? 'text-bg-light'}`} data-status={status}>
      {t(`airtime.lineStatus.${status}`, { defaultValue: status })}
    </span>
  );
}

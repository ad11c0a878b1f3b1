import { useTranslation } from 'react-i18next';
import type { TransactionStatus } from '@pamoja/contract/wallet';

const TONE: Readonly<Record<TransactionStatus, string>> = {
  PENDING: 'text-bg-warning',
  SUCCESS: 'text-bg-success',
  PARTIAL: 'text-bg-info',
  FAILED: 'text-bg-danger',
  REVERSED: 'text-bg-secondary',
};

/** How a whole run ended, in colour and in words. */
export function RunStatusBadge({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${TONE[status] ?? 'text-bg-light'}`} data-status={status}>
      {t(`airtime.runStatus.${status}`, { defaultValue: status })}
    </span>
  );
}

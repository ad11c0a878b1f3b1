import { useTranslation } from 'react-i18next';
import type { WalletTransaction } from '@pamoja/contract/wallet';

type Status = WalletTransaction['status'];

const TONE: Readonly<Record<Status, string>> = {
  PENDING: 'text-bg-warning',
  SUCCESS: 'text-bg-success',
  // Some of the money did what was asked, the rest came back: neither green nor red.
  PARTIAL: 'text-bg-info',
  FAILED: 'text-bg-danger',
  REVERSED: 'text-bg-secondary',
};

/** A transaction's state, by colour and in words (colour alone says nothing to some readers). */
export function StatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${TONE[status] ?? 'text-bg-light'}`} data-status={status}>
      {t(`wallet.transactions.status.${status}`, { defaultValue: status })}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import { STATUS_TONES, statusKey } from '../lib/invoice-status';
import type { InvoiceStatus } from '../lib/invoice-status';

/** An invoice's status as a soft badge, readable on the light and the dark skin. */
export function StatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('demo-invoice');
  const tone = STATUS_TONES[status];
  return (
    <span className={`badge bg-${tone}-subtle text-${tone}-emphasis`}>{t(statusKey(status))}</span>
  );
}

import { useTranslation } from 'react-i18next';
import type { LeadStatus } from '@pamoja/contract/lead-states';

// Bootstrap's subtle pairs follow the colour mode, so each stays readable in dark mode.
const TONE: Readonly<Record<LeadStatus, string>> = {
  NEW: 'info',
  APPROVED: 'primary',
  RECEIVED: 'secondary',
  DISPATCHED: 'success',
  SUSPENDED: 'warning',
  REJECTED: 'danger',
  CANCELLED: 'dark',
};

/** A lead's status in colour and in words (colour alone says nothing to some readers). */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation();
  const tone = TONE[status];
  return (
    <span
      className={`badge border border-${tone}-subtle bg-${tone}-subtle text-${tone}-emphasis`}
      data-status={status}
    >
      {t(`leads.status.${status}`)}
    </span>
  );
}

import { BadgeCheck, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Whether a SUPER_ADMIN has approved the product: only approved ACTIVE ones are on sale. */
export function ApprovalBadge({ approved }: { approved: boolean }) {
  const { t } = useTranslation();
  const Icon = approved ? BadgeCheck : Hourglass;
  return (
    <span
      className={`badge d-inline-flex align-items-center gap-1 ${approved ? 'text-bg-primary' : 'text-bg-warning'}`}
    >
      <Icon size={12} aria-hidden="true" />
      {t(approved ? 'products.approval.approved' : 'products.approval.pending')}
    </span>
  );
}

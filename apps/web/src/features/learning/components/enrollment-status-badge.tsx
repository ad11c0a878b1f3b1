import { useTranslation } from 'react-i18next';
import type { EnrollmentStatus } from '@pamoja/contract/enrollments';

const TONES: Record<EnrollmentStatus, string> = {
  ACTIVE: 'text-bg-primary',
  COMPLETED: 'text-bg-success',
  WITHDRAWN: 'text-bg-secondary',
};

export function EnrollmentStatusBadge({ status }: { status: EnrollmentStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${TONES[status]}`}>{t(`learning.enrollmentStatus.${status}`)}</span>
  );
}

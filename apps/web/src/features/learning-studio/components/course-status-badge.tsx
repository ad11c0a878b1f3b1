import type { CourseStatus } from '@pamoja/contract/courses';
import { useTranslation } from 'react-i18next';

const TONE: Record<CourseStatus, string> = {
  DRAFT: 'text-bg-secondary',
  PUBLISHED: 'text-bg-success',
  ARCHIVED: 'text-bg-warning',
};

export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  const { t } = useTranslation();
  return <span className={`badge ${TONE[status]}`}>{t(`studio.status.${status}`)}</span>;
}

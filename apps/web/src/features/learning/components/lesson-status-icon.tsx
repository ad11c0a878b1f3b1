import { Circle, CircleCheck, CircleDot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProgressStatus } from '@pamoja/contract/enrollments';

const ICONS = { NOT_STARTED: Circle, STARTED: CircleDot, COMPLETED: CircleCheck } as const;
const TONES = {
  NOT_STARTED: 'text-body-tertiary',
  STARTED: 'text-primary',
  COMPLETED: 'text-success',
};

/** Where the learner is with a lesson: not started, started or completed. */
export function LessonStatusIcon({ status }: { status: ProgressStatus }) {
  const { t } = useTranslation();
  const Icon = ICONS[status];
  return (
    <Icon
      size={18}
      className={TONES[status]}
      role="img"
      aria-label={t(`learning.lessonStatus.${status}`)}
    />
  );
}

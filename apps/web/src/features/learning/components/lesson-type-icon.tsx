import { FileDown, FileText, ListChecks, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LessonType } from '@pamoja/contract/lessons';

const ICONS = { TEXT: FileText, VIDEO: PlayCircle, FILE: FileDown, QUIZ: ListChecks } as const;

/** The lesson's kind as an icon, named for screen readers. */
export function LessonTypeIcon({ type, size = 18 }: { type: LessonType; size?: number }) {
  const { t } = useTranslation();
  const Icon = ICONS[type];
  return <Icon size={size} role="img" aria-label={t(`learning.lessonTypes.${type}`)} />;
}

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Lesson } from '@pamoja/contract/lessons';

interface LessonNavProps {
  courseSlug: string;
  previous: Lesson | undefined;
  next: Lesson | undefined;
}

/** Previous and next lesson of the course, in reading order. */
export function LessonNav({ courseSlug, previous, next }: LessonNavProps) {
  const { t } = useTranslation();
  const to = (lesson: Lesson) => `/learning/courses/${courseSlug}/lessons/${lesson.id}`;
  return (
    <nav
      aria-label={t('learning.player.lessons')}
      className="d-flex flex-wrap justify-content-between gap-2 mt-4"
    >
      {previous ? (
        <Link
          to={to(previous)}
          className="btn btn-outline-secondary d-inline-flex align-items-center gap-1"
        >
          <ChevronLeft size={16} aria-hidden="true" />
          <span>
            <span className="visually-hidden">{t('learning.player.previous')}: </span>
            {previous.title}
          </span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link
          to={to(next)}
          className="btn btn-outline-primary d-inline-flex align-items-center gap-1"
        >
          <span>
            <span className="visually-hidden">{t('learning.player.next')}: </span>
            {next.title}
          </span>
          <ChevronRight size={16} aria-hidden="true" />
        </Link>
      )}
    </nav>
  );
}

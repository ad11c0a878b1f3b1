import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseDetail } from '@pamoja/contract/courses';
import type { LessonProgress } from '@pamoja/contract/enrollments';
import { formatMinutes } from '../lib/minutes';
import { statusOf } from '../lib/outline';
import { LessonStatusIcon } from './lesson-status-icon';
import { LessonTypeIcon } from './lesson-type-icon';

interface CourseOutlineProps {
  course: CourseDetail;
  /** The learner's progress; undefined when not enrolled (lessons are then not links). */
  progress: readonly LessonProgress[] | undefined;
  /** The lesson on screen, in the player's side panel. */
  currentLessonId?: string;
}

/** Sections and their lessons in order, each with its kind and the learner's progress. */
export function CourseOutline({ course, progress, currentLessonId }: CourseOutlineProps) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-column gap-3">
      {course.sections.map((section) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`}>
          <h3 id={`section-${section.id}`} className="h6 mb-2">
            {section.title}
          </h3>
          <ol className="list-group">
            {section.lessons.map((lesson) => {
              const current = lesson.id === currentLessonId;
              const body = (
                <>
                  <LessonTypeIcon type={lesson.type} />
                  <span className="flex-grow-1">{lesson.title}</span>
                  {lesson.estimatedMinutes > 0 && (
                    <span className="small text-body-secondary text-nowrap">
                      {formatMinutes(t, lesson.estimatedMinutes)}
                    </span>
                  )}
                  {!lesson.required && (
                    <span className="badge bg-body-secondary text-body border">
                      {t('learning.outline.optional')}
                    </span>
                  )}
                  {progress && <LessonStatusIcon status={statusOf(progress, lesson.id)} />}
                </>
              );
              const classes = 'list-group-item d-flex align-items-center gap-2';
              return progress ? (
                <li key={lesson.id} className="p-0 border-0">
                  <Link
                    to={`/learning/courses/${course.slug}/lessons/${lesson.id}`}
                    className={`${classes} list-group-item-action ${current ? 'active' : ''}`}
                    aria-current={current ? 'page' : undefined}
                  >
                    {body}
                  </Link>
                </li>
              ) : (
                <li key={lesson.id} className={classes}>
                  {body}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}

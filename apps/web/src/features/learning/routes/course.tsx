import { Clock, Languages, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { CourseDetail } from '@pamoja/contract/courses';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useCourse } from '../api/get-course';
import { useCourseProgress } from '../api/get-course-progress';
import { CourseOutline } from '../components/course-outline';
import { EnrolActions } from '../components/enrol-actions';
import { MarkdownView } from '../components/markdown-view';
import { ProgressBar } from '../components/progress-bar';
import { formatMinutes } from '../lib/minutes';
import '../learning.scss';

/** `/learning/courses/:idOrSlug`: what the course is, its outline, who teaches it, and enrolling. */
export function CourseRoute() {
  const { idOrSlug = '' } = useParams();
  const course = useCourse(idOrSlug);
  return <QueryStatus query={course}>{(data) => <CoursePage course={data} />}</QueryStatus>;
}

function CoursePage({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  useDocumentTitle(course.title);
  const progress = useCourseProgress(course.id);
  const enrolled = progress.data ?? null;
  const learning = enrolled && enrolled.status !== 'WITHDRAWN' ? enrolled : null;

  return (
    <article aria-labelledby="course-title">
      <nav aria-label={t('learning.course.breadcrumb')} className="mb-2 small">
        <Link to="/learning">{t('learning.catalogue.title')}</Link>
      </nav>
      <header className="mb-4">
        <div className="d-flex flex-wrap gap-2 mb-2">
          <span className="badge text-bg-secondary">{course.category}</span>
          <span className="badge bg-body-secondary text-body border">
            {t(`learning.levels.${course.level}`)}
          </span>
        </div>
        <h1 id="course-title" className="h3">
          {course.title}
        </h1>
        {course.summary && <p className="lead">{course.summary}</p>}
        <p className="text-body-secondary d-flex flex-wrap gap-3 small">
          {course.estimatedMinutes > 0 && (
            <span className="d-inline-flex align-items-center gap-1">
              <Clock size={14} aria-hidden="true" />
              {formatMinutes(t, course.estimatedMinutes)}
            </span>
          )}
          <span className="d-inline-flex align-items-center gap-1">
            <Languages size={14} aria-hidden="true" />
            {t(`learning.languages.${course.language}`, { defaultValue: course.language })}
          </span>
        </p>
        {progress.isPending ? (
          <span
            className="spinner-border spinner-border-sm"
            role="status"
            aria-label={t('common.loading')}
          />
        ) : (
          <EnrolActions course={course} progress={enrolled} />
        )}
        {learning && (
          <div className="mt-3" style={{ maxWidth: '28rem' }}>
            <ProgressBar percent={learning.percent} label={course.title} />
          </div>
        )}
      </header>
      <div className="row g-4">
        <div className="col-12 col-lg-8">
          {course.description && (
            <section aria-labelledby="course-about" className="mb-4">
              <h2 id="course-about" className="h5">
                {t('learning.course.about')}
              </h2>
              <MarkdownView source={course.description} />
            </section>
          )}
          <section aria-labelledby="course-outline">
            <h2 id="course-outline" className="h5">
              {t('learning.course.outline')}
            </h2>
            <CourseOutline course={course} progress={learning?.lessons} />
          </section>
        </div>
        <aside className="col-12 col-lg-4" aria-labelledby="course-instructors">
          <h2 id="course-instructors" className="h5">
            {t('learning.course.instructors')}
          </h2>
          <ul className="list-unstyled mb-0">
            {course.instructors.map((person) => (
              <li key={person.userId} className="d-flex align-items-center gap-2 mb-2">
                <UserRound size={18} aria-hidden="true" />
                {person.name}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </article>
  );
}

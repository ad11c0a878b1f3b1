import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { CourseDetail } from '@pamoja/contract/courses';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useCourse } from '../api/get-course';
import { useCourseProgress } from '../api/get-course-progress';
import { CourseOutline } from '../components/course-outline';
import { LessonBody } from '../components/lesson-body';
import { LessonNav } from '../components/lesson-nav';
import { LessonTypeIcon } from '../components/lesson-type-icon';
import { WhatsLeft } from '../components/whats-left';
import { neighboursOf } from '../lib/outline';
import '../learning.scss';

/** `/learning/courses/:idOrSlug/lessons/:lessonId`: the lesson player. */
export function LessonRoute() {
  const { idOrSlug = '', lessonId = '' } = useParams();
  const course = useCourse(idOrSlug);
  return (
    <QueryStatus query={course}>
      {(data) => <LessonScreen course={data} lessonId={lessonId} />}
    </QueryStatus>
  );
}

function LessonScreen({ course, lessonId }: { course: CourseDetail; lessonId: string }) {
  const { t } = useTranslation();
  const progress = useCourseProgress(course.id);
  const { lesson, previous, next } = neighboursOf(course, lessonId);
  useDocumentTitle(lesson ? `${lesson.title} · ${course.title}` : course.title);
  const courseLink = `/learning/courses/${course.slug}`;

  if (!lesson) {
    return (
      <div className="alert alert-warning" role="alert">
        {t('learning.player.unknownLesson')} <Link to={courseLink}>{course.title}</Link>
      </div>
    );
  }

  return (
    <QueryStatus query={progress}>
      {(state) =>
        !state || state.status === 'WITHDRAWN' ? (
          <div className="alert alert-info" role="status">
            {t('learning.player.enrolFirst')} <Link to={courseLink}>{course.title}</Link>
          </div>
        ) : (
          <div className="row g-4">
            <article className="col-12 col-lg-8" aria-labelledby="lesson-title">
              <nav aria-label={t('learning.course.breadcrumb')} className="mb-2 small">
                <Link to={courseLink}>{course.title}</Link>
              </nav>
              {state.status === 'COMPLETED' && (
                <div
                  className="alert alert-success d-flex flex-wrap align-items-center gap-2"
                  role="status"
                >
                  <PartyPopper size={20} aria-hidden="true" />
                  <span>{t('learning.player.courseDone')}</span>
                  <Link to="/learning/certificates" className="alert-link">
                    {t('learning.player.getCertificate')}
                  </Link>
                </div>
              )}
              <h1 id="lesson-title" className="h4 d-flex align-items-center gap-2">
                <LessonTypeIcon type={lesson.type} size={22} />
                {lesson.title}
              </h1>
              <LessonBody key={lesson.id} lesson={lesson} progress={state} />
              <LessonNav courseSlug={course.slug} previous={previous} next={next} />
            </article>
            <aside
              className="col-12 col-lg-4 d-flex flex-column gap-3"
              aria-label={t('learning.player.side')}
            >
              <WhatsLeft progress={state} courseSlug={course.slug} courseTitle={course.title} />
              <CourseOutline course={course} progress={state.lessons} currentLessonId={lesson.id} />
            </aside>
          </div>
        )
      }
    </QueryStatus>
  );
}

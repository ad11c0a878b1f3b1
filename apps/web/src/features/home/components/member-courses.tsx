import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCoursesInProgress } from '../api/list-courses-in-progress';

/**
 * The member's courses in progress, asked of the learning service apart from the figures: when
 * learning is down the rest of the home still shows, and this card says so with a retry.
 */
export function MemberCourses() {
  const { t } = useTranslation();
  const courses = useCoursesInProgress();
  if (courses.isPending) return <p className="text-body-secondary">{t('common.loading')}</p>;
  if (courses.isError) {
    return (
      <p role="alert" className="d-flex flex-wrap align-items-center gap-2 mb-0">
        {t('common.loadFailed')}
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => void courses.refetch()}
        >
          {t('common.retry')}
        </button>
      </p>
    );
  }
  if (courses.data.length === 0) {
    return <Link to="/learning">{t('homes.member.findCourse')}</Link>;
  }
  return (
    <ul className="list-unstyled mb-0">
      {courses.data.map((course) => (
        <li key={course.id} className="py-1">
          <Link to={`/learning/courses/${course.courseSlug}`}>{course.courseTitle}</Link>
          <div className="d-flex align-items-center gap-2 mt-1">
            <div
              className="progress flex-grow-1"
              role="progressbar"
              aria-label={course.courseTitle}
              aria-valuenow={course.percent}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <div className="progress-bar" style={{ width: `${course.percent}%` }} />
            </div>
            <span className="small text-body-secondary">{course.percent}%</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@pamoja/contract/courses';
import { useCourseAnalytics } from '../api/get-course-analytics';
import { EnrolTeamForm } from './enrol-team-form';
import { LearnersTable } from './learners-table';

/** The Enrolments tab: the course's counts, enrolling a team, and its learners one by one. */
export function EnrolmentsPanel({ course }: { course: CourseDetail }) {
  const { t, i18n } = useTranslation();
  const figures = useCourseAnalytics(course.id);
  const numbers = new Intl.NumberFormat(i18n.language);
  return (
    <>
      {figures.data && (
        <dl className="row g-2 mb-3">
          {(['enrolled', 'completed', 'withdrawn'] as const).map((key) => (
            <div key={key} className="col-4">
              <dt className="small text-body-secondary fw-normal">{t(`studio.kpi.${key}`)}</dt>
              <dd className="h5 mb-0">{numbers.format(figures.data[key])}</dd>
            </div>
          ))}
        </dl>
      )}
      {course.status !== 'PUBLISHED' && (
        <div className="alert alert-info" role="note">
          {t('studio.enrol.notPublished')}
        </div>
      )}
      <EnrolTeamForm courseId={course.id} />
      <LearnersTable courseId={course.id} />
    </>
  );
}

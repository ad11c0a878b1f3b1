import { useTranslation } from 'react-i18next';
import { useCourseAnalytics } from '../api/get-course-analytics';

/**
 * The course list carries no enrolment counts; the course's figures do, and only its instructors
 * and ADMIN may read them, so another instructor's published course shows a dash.
 */
export function EnrolledCell({ courseId }: { courseId: string }) {
  const { t, i18n } = useTranslation();
  const figures = useCourseAnalytics(courseId, true);
  if (figures.isPending) return <span className="text-body-secondary">…</span>;
  if (!figures.data)
    return (
      <span>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('studio.list.notYours')}</span>
      </span>
    );
  return <>{new Intl.NumberFormat(i18n.language).format(figures.data.enrolled)}</>;
}

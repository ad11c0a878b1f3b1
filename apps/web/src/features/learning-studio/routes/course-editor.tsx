import { Award, ChartColumn, FileText, ListTree, Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { CourseDetail } from '@pamoja/contract/courses';
import { QueryStatus } from '../../../shared/ui/query-status';
import { Tabs } from '../../../shared/ui/tabs';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useCourse } from '../api/get-course';
import { CourseStatusBadge } from '../components/course-status-badge';
import { DetailsForm } from '../components/details-form';
import { StatusActions } from '../components/status-actions';
import { StudioGate } from '../components/studio-gate';

// Each tab but Details is its own chunk (Chart.js comes with Analytics only): the editor opens
// on Details within the route's JavaScript budget.
const OutlineEditor = lazy(async () => ({
  default: (await import('../components/outline-editor')).OutlineEditor,
}));
const EnrolmentsPanel = lazy(async () => ({
  default: (await import('../components/enrolments-panel')).EnrolmentsPanel,
}));
const CertificatesPanel = lazy(async () => ({
  default: (await import('../components/certificates-panel')).CertificatesPanel,
}));
const CourseAnalyticsPanel = lazy(async () => ({
  default: (await import('../components/course-analytics-panel')).CourseAnalyticsPanel,
}));

function Editor({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  useDocumentTitle(course.title);
  if (!course.canEdit)
    return (
      <div className="alert alert-warning" role="alert">
        {t('studio.notEditor')}
      </div>
    );
  const loading = <p role="status">{t('common.loading')}</p>;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <div>
          <h1 className="h3 mb-1 text-break">{course.title}</h1>
          <CourseStatusBadge status={course.status} />
        </div>
        <StatusActions course={course} />
      </div>
      <Tabs
        label={t('studio.tabs.label')}
        className="mb-3"
        active={params.get('tab') ?? 'details'}
        onSelect={(tab) => setParams({ tab }, { replace: true })}
        tabs={[
          {
            id: 'details',
            label: t('studio.tabs.details'),
            icon: FileText,
            render: () => <DetailsForm key={course.updatedAt} course={course} />,
          },
          {
            id: 'outline',
            label: t('studio.tabs.outline'),
            icon: ListTree,
            render: () => (
              <Suspense fallback={loading}>
                <OutlineEditor course={course} />
              </Suspense>
            ),
          },
          {
            id: 'enrolments',
            label: t('studio.tabs.enrolments'),
            icon: Users,
            render: () => (
              <Suspense fallback={loading}>
                <EnrolmentsPanel course={course} />
              </Suspense>
            ),
          },
          {
            id: 'certificates',
            label: t('studio.tabs.certificates'),
            icon: Award,
            render: () => (
              <Suspense fallback={loading}>
                <CertificatesPanel course={course} />
              </Suspense>
            ),
          },
          {
            id: 'analytics',
            label: t('studio.tabs.analytics'),
            icon: ChartColumn,
            render: () => (
              <Suspense fallback={loading}>
                <CourseAnalyticsPanel courseId={course.id} />
              </Suspense>
            ),
          },
        ]}
      />
    </>
  );
}

/** `/learning/studio/:courseId`: one course's details, outline, enrolments, certificates, figures. */
export function CourseEditorRoute() {
  const { t } = useTranslation();
  const { courseId = '' } = useParams();
  const query = useCourse(courseId);
  useDocumentTitle(t('studio.title'));
  return (
    <StudioGate>
      <nav aria-label={t('studio.breadcrumb')} className="mb-2 small">
        <Link to="/learning/studio">{t('studio.backToList')}</Link>
      </nav>
      <QueryStatus query={query}>{(course) => <Editor course={course} />}</QueryStatus>
    </StudioGate>
  );
}

import { ChartColumn, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { courseStatuses } from '@pamoja/contract/courses';
import type { Course, CourseStatus } from '@pamoja/contract/courses';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { DataTable } from '../../../shared/ui/data-table';
import type { DataColumn } from '../../../shared/ui/data-table';
import { SearchBox } from '../../../shared/ui/search-box';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useStudioCourses } from '../api/list-studio-courses';
import { CourseStatusBadge } from '../components/course-status-badge';
import { EnrolledCell } from '../components/enrolled-cell';
import { NewCourseDialog } from '../components/new-course-dialog';
import { StudioGate } from '../components/studio-gate';

function StudioCourses() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<CourseStatus | ''>('');
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const query = useStudioCourses({ page, status, search: useDebouncedValue(search, 300) });

  const columns: DataColumn<Course>[] = [
    {
      id: 'title',
      header: t('studio.field.title'),
      cell: (course) => <Link to={`/learning/studio/${course.id}`}>{course.title}</Link>,
    },
    {
      id: 'status',
      header: t('studio.list.status'),
      cell: (c) => <CourseStatusBadge status={c.status} />,
    },
    {
      id: 'enrolled',
      header: t('studio.list.enrolled'),
      cell: (c) => <EnrolledCell courseId={c.id} />,
    },
    { id: 'level', header: t('studio.field.level'), cell: (c) => t(`studio.level.${c.level}`) },
    { id: 'category', header: t('studio.field.category'), cell: (c) => c.category },
  ];

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">{t('studio.title')}</h1>
        <div className="d-flex flex-wrap gap-2">
          <Link
            className="btn btn-outline-primary d-inline-flex align-items-center gap-2"
            to="/learning/studio/analytics"
          >
            <ChartColumn size={16} aria-hidden="true" />
            {t('studio.analytics.title')}
          </Link>
          <button
            type="button"
            className="btn btn-primary d-inline-flex align-items-center gap-2"
            onClick={() => setCreating(true)}
          >
            <Plus size={16} aria-hidden="true" />
            {t('studio.newCourse')}
          </button>
        </div>
      </div>
      <div className="row g-2 mb-3" role="group" aria-label={t('studio.list.filters')}>
        <div className="col-sm-6 col-lg-4">
          <SearchBox
            label={t('studio.list.search')}
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
        </div>
        <div className="col-sm-6 col-lg-3">
          <label className="visually-hidden" htmlFor="studio-status">
            {t('studio.list.status')}
          </label>
          <select
            id="studio-status"
            className="form-select"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as CourseStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t('studio.list.anyStatus')}</option>
            {courseStatuses.map((one) => (
              <option key={one} value={one}>
                {t(`studio.status.${one}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DataTable
        caption={t('studio.list.caption')}
        columns={columns}
        rows={query.data?.items}
        rowKey={(course) => course.id}
        pagination={query.data?.pagination}
        onPage={setPage}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={t('studio.list.empty')}
      />
      <NewCourseDialog show={creating} onHide={() => setCreating(false)} />
    </>
  );
}

/** `/learning/studio`: the courses an instructor teaches (every course for an ADMIN). */
export function StudioCoursesRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('studio.title'));
  return (
    <StudioGate>
      <StudioCourses />
    </StudioGate>
  );
}

import { ChartColumn, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Course } from '@pamoja/contract/courses';
import { useUrlSearch } from '../../../shared/hooks/use-url-search';
import { DataTable } from '../../../shared/ui/data-table';
import type { DataColumn } from '../../../shared/ui/data-table';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useStudioCourses } from '../api/list-studio-courses';
import { CourseStatusBadge } from '../components/course-status-badge';
import { EnrolledCell } from '../components/enrolled-cell';
import { NewCourseDialog } from '../components/new-course-dialog';
import { StudioCourseFilters } from '../components/studio-course-filters';
import { StudioGate } from '../components/studio-gate';
import { useStudioFilters } from '../hooks/use-studio-filters';

function StudioCourses() {
  const { t } = useTranslation();
  const { filters, setFilter, setPage } = useStudioFilters();
  const [search, setSearch] = useUrlSearch(filters.search, (value) => setFilter('search', value));
  const [creating, setCreating] = useState(false);
  const query = useStudioCourses(filters);

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
      <StudioCourseFilters
        filters={filters}
        search={search}
        onSearch={setSearch}
        onStatus={(status) => setFilter('status', status)}
        onMine={(mine) => setFilter('mine', String(mine))}
      />
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

/**
 * `/learning/studio`: the courses an instructor teaches (every course for an ADMIN, who can
 * narrow to their own), filtered through the URL.
 */
export function StudioCoursesRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('studio.title'));
  return (
    <StudioGate>
      <StudioCourses />
    </StudioGate>
  );
}

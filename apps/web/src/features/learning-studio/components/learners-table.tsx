import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enrollmentStatuses } from '@pamoja/contract/enrollments';
import type { CourseEnrollment, EnrollmentStatus } from '@pamoja/contract/enrollments';
import { DataTable } from '../../../shared/ui/data-table';
import type { DataColumn } from '../../../shared/ui/data-table';
import { useCourseEnrollments } from '../api/list-course-enrollments';
import '../learning-studio.scss';

const TONE: Record<EnrollmentStatus, string> = {
  ACTIVE: 'text-bg-primary',
  COMPLETED: 'text-bg-success',
  WITHDRAWN: 'text-bg-secondary',
};

/** The course's learners, newest first, with how far each has gone. */
export function LearnersTable({ courseId }: { courseId: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<EnrollmentStatus | ''>('');
  const query = useCourseEnrollments(courseId, { page, status });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const columns: DataColumn<CourseEnrollment>[] = [
    {
      id: 'name',
      header: t('studio.learners.name'),
      cell: (row) =>
        row.learnerName.trim() || (
          <span className="text-body-secondary fst-italic">{t('studio.learners.noName')}</span>
        ),
    },
    {
      id: 'status',
      header: t('studio.learners.status'),
      cell: (row) => (
        <span className={`badge ${TONE[row.status]}`}>
          {t(`studio.learners.state.${row.status}`)}
        </span>
      ),
    },
    {
      id: 'progress',
      header: t('studio.learners.progress'),
      cell: (row) => {
        const name = row.learnerName.trim() || t('studio.learners.noName');
        return (
          <div className="d-flex align-items-center gap-2 studio-learner-progress">
            <div
              className="progress flex-grow-1"
              role="progressbar"
              aria-label={t('studio.learners.progressOf', { name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={row.percent}
            >
              <div className="progress-bar" style={{ width: `${row.percent}%` }} />
            </div>
            <span className="small">{t('studio.learners.percent', { value: row.percent })}</span>
          </div>
        );
      },
    },
    {
      id: 'enrolled',
      header: t('studio.learners.enrolledAt'),
      cell: (row) => date.format(new Date(row.enrolledAt)),
    },
  ];

  return (
    <section aria-labelledby={`learners-${courseId}`} className="mt-4">
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-2">
        <h3 className="h6 mb-0" id={`learners-${courseId}`}>
          {t('studio.learners.title')}
        </h3>
        <div>
          <label className="visually-hidden" htmlFor={`learners-status-${courseId}`}>
            {t('studio.learners.filter')}
          </label>
          <select
            id={`learners-status-${courseId}`}
            className="form-select form-select-sm"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as EnrollmentStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t('studio.learners.anyStatus')}</option>
            {enrollmentStatuses.map((one) => (
              <option key={one} value={one}>
                {t(`studio.learners.state.${one}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DataTable
        caption={t('studio.learners.caption')}
        columns={columns}
        rows={query.data?.items}
        rowKey={(row) => row.id}
        pagination={query.data?.pagination}
        onPage={setPage}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={status ? t('studio.learners.noneWithStatus') : t('studio.learners.empty')}
      />
    </section>
  );
}

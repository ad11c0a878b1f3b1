import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EnrollmentStatus } from '@pamoja/contract/enrollments';
import { Pager } from '../../../shared/ui/pager';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useMyEnrollments } from '../api/list-my-enrollments';
import { EnrollmentStatusBadge } from '../components/enrollment-status-badge';
import { LearningLinks } from '../components/learning-links';
import { ProgressBar } from '../components/progress-bar';
import '../learning.scss';

const STATUSES: EnrollmentStatus[] = ['ACTIVE', 'COMPLETED', 'WITHDRAWN'];

/** `/learning/my`: the courses I am in, how far I got, and their state. */
export function MyLearningRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('learning.my.title'));
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<EnrollmentStatus | ''>('');
  const enrollments = useMyEnrollments({ page, limit: 10, status });

  return (
    <section aria-labelledby="my-learning-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mb-4">
        <h1 id="my-learning-title" className="h3 mb-0">
          {t('learning.my.title')}
        </h1>
        <LearningLinks />
      </div>
      <div className="mb-3" style={{ maxWidth: '16rem' }}>
        <label htmlFor="my-learning-status" className="form-label small mb-1">
          {t('learning.my.status')}
        </label>
        <select
          id="my-learning-status"
          className="form-select"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as EnrollmentStatus | '');
            setPage(1);
          }}
        >
          <option value="">{t('learning.my.anyStatus')}</option>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`learning.enrollmentStatus.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <QueryStatus query={enrollments}>
        {({ items, pagination }) =>
          items.length === 0 ? (
            <div role="status" className="text-body-secondary">
              <p>{t('learning.my.empty')}</p>
              <Link to="/learning" className="btn btn-primary">
                {t('learning.my.browse')}
              </Link>
            </div>
          ) : (
            <>
              <ul className="list-group" aria-label={t('learning.my.title')}>
                {items.map((item) => (
                  <li key={item.id} className="list-group-item d-flex flex-column gap-2 py-3">
                    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
                      <Link to={`/learning/courses/${item.courseSlug}`} className="fw-semibold">
                        {item.courseTitle}
                      </Link>
                      <EnrollmentStatusBadge status={item.status} />
                    </div>
                    <ProgressBar percent={item.percent} label={item.courseTitle} />
                  </li>
                ))}
              </ul>
              <Pager pagination={pagination} onPage={setPage} label={t('learning.my.pages')} />
            </>
          )
        }
      </QueryStatus>
    </section>
  );
}

import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@pamoja/contract/courses';
import type { Certificate } from '@pamoja/contract/learning-credentials';
import { DataTable } from '../../../shared/ui/data-table';
import type { DataColumn } from '../../../shared/ui/data-table';
import { useCourseCertificates } from '../api/list-course-certificates';
import { CertificateState } from './certificate-state';
import { RevokeCertificateDialog } from './revoke-certificate-dialog';

/** The Certificates tab: what the course issued, newest first, each revocable with a reason. */
export function CertificatesPanel({ course }: { course: CourseDetail }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [revoking, setRevoking] = useState<Certificate | null>(null);
  const query = useCourseCertificates(course.id, page);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  // The printed name is a snapshot of the token's `name` claim, which older tokens lack.
  const nameOf = (row: Certificate) => row.learnerName.trim() || t('studio.learners.noName');

  const columns: DataColumn<Certificate>[] = [
    { id: 'learner', header: t('studio.certificates.learner'), cell: nameOf },
    { id: 'course', header: t('studio.certificates.course'), cell: (row) => row.courseTitle },
    {
      id: 'code',
      header: t('studio.certificates.code'),
      cell: (row) => <span className="font-monospace text-nowrap">{row.code}</span>,
    },
    {
      id: 'issued',
      header: t('studio.certificates.issued'),
      cell: (row) => date.format(new Date(row.issuedAt)),
    },
    {
      id: 'status',
      header: t('studio.certificates.status'),
      cell: (row) => <CertificateState certificate={row} />,
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('studio.certificates.actions')}</span>,
      className: 'text-end',
      cell: (row) =>
        !row.revokedAt && (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger d-inline-flex align-items-center gap-1"
            aria-label={t('studio.certificates.revokeOf', { code: row.code, name: nameOf(row) })}
            onClick={() => setRevoking(row)}
          >
            <Ban size={14} aria-hidden="true" />
            {t('studio.certificates.revoke')}
          </button>
        ),
    },
  ];

  return (
    <section aria-labelledby={`certificates-${course.id}`}>
      <h3 className="h6 mb-2" id={`certificates-${course.id}`}>
        {t('studio.certificates.title')}
      </h3>
      <DataTable
        caption={t('studio.certificates.caption')}
        columns={columns}
        rows={query.data?.items}
        rowKey={(row) => row.id}
        pagination={query.data?.pagination}
        onPage={setPage}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={t('studio.certificates.empty')}
      />
      <RevokeCertificateDialog
        certificate={revoking}
        learnerName={revoking ? nameOf(revoking) : ''}
        onHide={() => setRevoking(null)}
      />
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseDetail } from '@pamoja/contract/courses';
import type { CourseProgress } from '@pamoja/contract/enrollments';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useEnrol } from '../api/enrol';
import { useWithdrawEnrollment } from '../api/withdraw-enrollment';
import { resumeLesson } from '../lib/outline';

interface EnrolActionsProps {
  course: CourseDetail;
  /** null: not enrolled. */
  progress: CourseProgress | null;
}

/** Enrol, Continue and Withdraw (after a confirmation), by the learner's enrolment. */
export function EnrolActions({ course, progress }: EnrolActionsProps) {
  const { t } = useTranslation();
  const enrol = useEnrol();
  const withdraw = useWithdrawEnrollment();
  const [confirming, setConfirming] = useState(false);
  const status = progress?.status;
  const resume = resumeLesson(course, progress?.lessons);
  const lessonLink = resume ? `/learning/courses/${course.slug}/lessons/${resume.id}` : null;

  if (status === 'COMPLETED') {
    return (
      <div className="d-flex flex-wrap gap-2">
        <Link to="/learning/certificates" className="btn btn-success">
          {t('learning.course.viewCertificate')}
        </Link>
        {lessonLink && (
          <Link to={lessonLink} className="btn btn-outline-primary">
            {t('learning.course.review')}
          </Link>
        )}
      </div>
    );
  }

  if (status === 'ACTIVE') {
    return (
      <div className="d-flex flex-wrap gap-2">
        {lessonLink && (
          <Link to={lessonLink} className="btn btn-primary">
            {progress?.lessons.some((lesson) => lesson.status !== 'NOT_STARTED')
              ? t('learning.course.continue')
              : t('learning.course.start')}
          </Link>
        )}
        <button
          type="button"
          className="btn btn-outline-danger"
          onClick={() => setConfirming(true)}
        >
          {t('learning.course.withdraw')}
        </button>
        <ConfirmDialog
          show={confirming}
          title={t('learning.course.withdrawTitle')}
          confirmLabel={t('learning.course.withdraw')}
          pending={withdraw.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            withdraw.mutate(progress!.enrollmentId, { onSuccess: () => setConfirming(false) })
          }
        >
          <p className="mb-0">{t('learning.course.withdrawText', { title: course.title })}</p>
        </ConfirmDialog>
      </div>
    );
  }

  if (course.status !== 'PUBLISHED') {
    return <p className="text-body-secondary mb-0">{t('learning.course.closed')}</p>;
  }
  return (
    <button
      type="button"
      className="btn btn-primary"
      disabled={enrol.isPending}
      onClick={() => enrol.mutate(course.id)}
    >
      {enrol.isPending && (
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      )}
      {status === 'WITHDRAWN' ? t('learning.course.enrolAgain') : t('learning.course.enrol')}
    </button>
  );
}

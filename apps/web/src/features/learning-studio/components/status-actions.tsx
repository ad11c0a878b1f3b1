import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@pamoja/contract/courses';
import { isHttpError } from '../../../shared/http/http-error';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useArchiveCourse } from '../api/archive-course';
import { usePublishCourse } from '../api/publish-course';

type Action = 'publish' | 'archive';

/**
 * Publish and Archive, each asked first. A refusal (a course without lessons cannot be
 * published) stays in the dialog, in the server's words, beside what it refused.
 */
export function StatusActions({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Action | null>(null);
  const publish = usePublishCourse();
  const archive = useArchiveCourse();
  const mutation = asking === 'archive' ? archive : publish;
  const close = () => {
    setAsking(null);
    publish.reset();
    archive.reset();
  };
  const error = mutation.error;

  return (
    <div className="d-flex flex-wrap gap-2">
      {course.status !== 'PUBLISHED' && (
        <button type="button" className="btn btn-success" onClick={() => setAsking('publish')}>
          {t('studio.publish')}
        </button>
      )}
      {course.status !== 'ARCHIVED' && (
        <button
          type="button"
          className="btn btn-outline-warning"
          onClick={() => setAsking('archive')}
        >
          {t('studio.archive')}
        </button>
      )}
      <ConfirmDialog
        show={asking !== null}
        title={t(asking === 'archive' ? 'studio.archiveTitle' : 'studio.publishTitle')}
        confirmLabel={t(asking === 'archive' ? 'studio.archive' : 'studio.publish')}
        variant="primary"
        pending={mutation.isPending}
        onCancel={close}
        onConfirm={() => mutation.mutate(course.id, { onSuccess: close })}
      >
        <p className={error ? 'mb-3' : 'mb-0'}>
          {t(asking === 'archive' ? 'studio.archiveText' : 'studio.publishText', {
            title: course.title,
          })}
        </p>
        {error && (
          <div className="alert alert-danger mb-0" role="alert">
            {isHttpError(error) ? error.text : t('common.loadFailed')}
          </div>
        )}
      </ConfirmDialog>
    </div>
  );
}

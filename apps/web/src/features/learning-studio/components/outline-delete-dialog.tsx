import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../shared/http/http-error';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useDeleteLesson } from '../api/delete-lesson';
import { useDeleteSection } from '../api/delete-section';

export type Deleting = { kind: 'section' | 'lesson'; id: string; title: string } | null;

/** Asks before a section or lesson goes; the server's refusal (a section with lessons) stays. */
export function OutlineDeleteDialog({
  courseId,
  deleting,
  onHide,
}: {
  courseId: string;
  deleting: Deleting;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const section = useDeleteSection();
  const lesson = useDeleteLesson();
  const mutation = deleting?.kind === 'section' ? section : lesson;
  const close = () => {
    section.reset();
    lesson.reset();
    onHide();
  };
  const confirm = () => {
    if (!deleting) return;
    if (deleting.kind === 'section')
      section.mutate({ courseId, sectionId: deleting.id }, { onSuccess: close });
    else lesson.mutate({ courseId, lessonId: deleting.id }, { onSuccess: close });
  };
  return (
    <ConfirmDialog
      show={deleting !== null}
      title={t(
        deleting?.kind === 'section'
          ? 'studio.outline.deleteSectionTitle'
          : 'studio.outline.deleteLessonTitle',
      )}
      confirmLabel={t('studio.outline.delete')}
      pending={mutation.isPending}
      onCancel={close}
      onConfirm={confirm}
    >
      <p className="mb-0 text-break">
        {t('studio.outline.deleteText', { title: deleting?.title ?? '' })}
      </p>
      {mutation.error && (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {isHttpError(mutation.error) ? mutation.error.text : t('common.loadFailed')}
        </div>
      )}
    </ConfirmDialog>
  );
}

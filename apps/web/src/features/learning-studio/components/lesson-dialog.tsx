import { useTranslation } from 'react-i18next';
import type { Lesson } from '@pamoja/contract/lessons';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { LessonForm } from './lesson-form';

export interface LessonEditing {
  sectionId: string;
  lesson?: Lesson;
}

/** Add or edit a lesson; the form is made afresh for each lesson. */
export function LessonDialog({
  courseId,
  editing,
  onHide,
}: {
  courseId: string;
  editing: LessonEditing | null;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      show={editing !== null}
      onHide={onHide}
      size="lg"
      title={t(editing?.lesson ? 'studio.lesson.edit' : 'studio.lesson.add')}
    >
      {editing && (
        <LessonForm
          key={editing.lesson?.id ?? `new-${editing.sectionId}`}
          courseId={courseId}
          sectionId={editing.sectionId}
          lesson={editing.lesson}
          onDone={onHide}
        />
      )}
    </FormDialog>
  );
}

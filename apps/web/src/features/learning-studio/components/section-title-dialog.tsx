import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { sectionInput } from '@pamoja/contract/lessons';
import { TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useCreateSection } from '../api/create-section';
import { useRenameSection } from '../api/rename-section';

export type SectionEditing = { id?: string; title: string } | null;

function SectionForm({
  courseId,
  editing,
  onDone,
}: {
  courseId: string;
  editing: { id?: string; title: string };
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateSection();
  const rename = useRenameSection();
  const form = useForm({
    resolver: zodResolver(sectionInput),
    defaultValues: { title: editing.title },
  });
  const submit = form.handleSubmit(({ title }) => {
    const options = {
      onSuccess: onDone,
      onError: (error: unknown) => showFormError(error, form.setError, { fields: ['title'] }),
    };
    if (editing.id) rename.mutate({ courseId, sectionId: editing.id, title }, options);
    else create.mutate({ courseId, title }, options);
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('studio.outline.sectionTitle')}
        error={form.formState.errors.title}
        {...form.register('title')}
      />
      <div className="d-flex justify-content-end gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
          {t('ui.cancel')}
        </button>
        <SubmitButton
          pending={create.isPending || rename.isPending}
          pendingLabel={t('studio.saving')}
        >
          {t('studio.outline.saveSection')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** Name a new section, or rename one. */
export function SectionTitleDialog({
  courseId,
  editing,
  onHide,
}: {
  courseId: string;
  editing: SectionEditing;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      show={editing !== null}
      onHide={onHide}
      title={t(editing?.id ? 'studio.outline.renameTitle' : 'studio.outline.addSection')}
    >
      {editing && (
        <SectionForm
          key={editing.id ?? 'new'}
          courseId={courseId}
          editing={editing}
          onDone={onHide}
        />
      )}
    </FormDialog>
  );
}

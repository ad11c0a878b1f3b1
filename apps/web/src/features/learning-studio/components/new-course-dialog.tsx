import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { courseInput } from '@pamoja/contract/courses';
import { FormField, TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useCreateCourse } from '../api/create-course';
import { LanguageSelect, LevelSelect } from './course-selects';

const schema = courseInput.pick({
  title: true,
  category: true,
  level: true,
  language: true,
  summary: true,
});
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;
const FIELDS = ['title', 'category', 'level', 'language', 'summary'] as const;

/** Title, category, level, language and summary: a DRAFT, opened in the editor at once. */
export function NewCourseDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCourse();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { title: '', category: '', level: 'BEGINNER', language: 'en', summary: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (course) => {
        onHide();
        void navigate(`/learning/studio/${course.id}`);
      },
      onError: (error) => showFormError(error, form.setError, { fields: FIELDS }),
    }),
  );

  return (
    <FormDialog
      show={show}
      onHide={onHide}
      title={t('studio.newCourse')}
      onExited={() => form.reset()}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('studio.field.title')}
          error={errors.title}
          {...form.register('title')}
        />
        <TextField
          label={t('studio.field.category')}
          error={errors.category}
          {...form.register('category')}
        />
        <div className="row g-3 mb-3">
          <div className="col-sm-6">
            <LevelSelect error={errors.level} {...form.register('level')} />
          </div>
          <div className="col-sm-6">
            <LanguageSelect error={errors.language} {...form.register('language')} />
          </div>
        </div>
        <FormField label={t('studio.field.summary')} error={errors.summary}>
          {(control, invalid) => (
            <textarea
              {...control}
              {...form.register('summary')}
              rows={3}
              className={`form-control ${invalid ? 'is-invalid' : ''}`}
            />
          )}
        </FormField>
        <div className="d-flex justify-content-end gap-2">
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            {t('ui.cancel')}
          </button>
          <SubmitButton pending={create.isPending} pendingLabel={t('studio.creating')}>
            {t('studio.create')}
          </SubmitButton>
        </div>
      </form>
    </FormDialog>
  );
}

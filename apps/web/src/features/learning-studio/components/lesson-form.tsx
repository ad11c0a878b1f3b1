import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { lessonInput, lessonTypes } from '@pamoja/contract/lessons';
import type { Lesson, LessonInput } from '@pamoja/contract/lessons';
import { FormField, TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { useCreateLesson } from '../api/create-lesson';
import { useUpdateLesson } from '../api/update-lesson';
import { lessonFieldPaths } from '../lib/lesson-fields';
import { lessonPayload, lessonValuesOf } from '../lib/lesson-values';
import type { LessonValues } from '../lib/lesson-values';
import { LessonContentFields } from './lesson-content-fields';

// The contract's own rule over what would be sent: the error paths match the form's fields.
const schema = z
  .custom<LessonValues>()
  .transform((values): unknown => lessonPayload(values))
  .pipe(lessonInput);
// The form keeps its values; the submit handler sends `lessonPayload` of them.
const resolver: Resolver<LessonValues> = async (values, context, options) => {
  const result = await zodResolver(schema)(values, context, options);
  return Object.keys(result.errors).length > 0
    ? { values: {}, errors: result.errors }
    : { values, errors: {} };
};

interface Props {
  courseId: string;
  sectionId: string;
  lesson?: Lesson;
  onDone: () => void;
}

/** A lesson of any type: its title, whether it counts, and the content of its type. */
export function LessonForm({ courseId, sectionId, lesson, onDone }: Props) {
  const { t } = useTranslation();
  const create = useCreateLesson();
  const update = useUpdateLesson();
  const form = useForm<LessonValues>({
    resolver,
    defaultValues: lessonValuesOf(sectionId, lesson),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    const payload = lessonPayload(values) as LessonInput;
    const options = {
      onSuccess: onDone,
      onError: (error: unknown) =>
        showFormError(error, form.setError, { fields: lessonFieldPaths(form.getValues()) }),
    };
    if (lesson) update.mutate({ courseId, lessonId: lesson.id, lesson: payload }, options);
    else create.mutate({ courseId, lesson: payload }, options);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('studio.lesson.title')}
        error={errors.title}
        {...form.register('title')}
      />
      <div className="row g-3 mb-3">
        <div className="col-sm-6">
          <FormField label={t('studio.lesson.type')} className="">
            {(control) => (
              <select {...control} {...form.register('type')} className="form-select">
                {lessonTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(`studio.lessonType.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <div className="col-sm-6">
          <TextField
            type="number"
            min={0}
            label={t('studio.lesson.minutes')}
            error={errors.estimatedMinutes}
            className=""
            {...form.register('estimatedMinutes', { valueAsNumber: true })}
          />
        </div>
      </div>
      <div className="form-check mb-3">
        <input
          id="lesson-required"
          type="checkbox"
          className="form-check-input"
          {...form.register('required')}
        />
        <label className="form-check-label" htmlFor="lesson-required">
          {t('studio.lesson.required')}
        </label>
      </div>
      <LessonContentFields form={form} lesson={lesson} />
      <div className="d-flex justify-content-end gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
          {t('ui.cancel')}
        </button>
        <SubmitButton
          pending={create.isPending || update.isPending}
          pendingLabel={t('studio.saving')}
        >
          {t('studio.lesson.save')}
        </SubmitButton>
      </div>
    </form>
  );
}

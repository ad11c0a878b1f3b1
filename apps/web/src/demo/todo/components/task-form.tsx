import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, TextField } from '../../../shared/forms/form-field';
import { SubmitButton } from '../../../shared/forms/submit-button';
import type { Task } from '../../mock/schemas/task-schema';
import { formValuesOf, taskFormSchema } from '../lib/task-form';
import type { Assignee, TaskFormValues } from '../lib/task-form';
import { TODO_TAGS } from '../lib/todo-views';

interface TaskFormProps {
  task?: Task;
  assignees: readonly Assignee[];
  pending: boolean;
  onSubmit: (values: TaskFormValues) => void;
  onCancel: () => void;
  /** Only for a task that exists: asks first, then flags it deleted. */
  onDelete?: () => void;
}

/** The add/edit form of the side panel. */
export function TaskForm({
  task,
  assignees,
  pending,
  onSubmit,
  onCancel,
  onDelete,
}: TaskFormProps) {
  const { t } = useTranslation('demo-todo');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TaskFormValues>({
    resolver: zodResolver(taskFormSchema),
    mode: 'onTouched',
    defaultValues: formValuesOf(task),
  });
  // The schema's messages are keys of this namespace.
  const translated = (error: FieldError | undefined) =>
    error?.message ? { ...error, message: t(error.message) } : error;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField label={t('form.title')} error={translated(errors.title)} {...register('title')} />
      <FormField label={t('form.assignee')}>
        {(control) => (
          <select {...control} className="form-select" {...register('assignee')}>
            <option value="">{t('form.nobody')}</option>
            {assignees.map((person) => (
              <option key={person.fullName} value={person.fullName}>
                {person.fullName}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField
        type="date"
        label={t('form.dueDate')}
        error={translated(errors.dueDate)}
        {...register('dueDate')}
      />
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('form.tags')}</legend>
        <div className="d-flex flex-wrap gap-3">
          {TODO_TAGS.map((tag) => (
            <div key={tag} className="form-check">
              <input
                id={`task-tag-${tag}`}
                type="checkbox"
                className="form-check-input"
                value={tag}
                {...register('tags')}
              />
              <label htmlFor={`task-tag-${tag}`} className="form-check-label">
                {t(`tags.${tag}`)}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <FormField label={t('form.description')} error={translated(errors.description)}>
        {(control, invalid) => (
          <textarea
            {...control}
            rows={4}
            className={`form-control${invalid ? ' is-invalid' : ''}`}
            {...register('description')}
          />
        )}
      </FormField>
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton pending={pending} pendingLabel={t('form.saving')}>
          {task ? t('form.update') : t('form.add')}
        </SubmitButton>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('form.cancel')}
        </button>
        {onDelete && (
          <button type="button" className="btn btn-danger ms-auto" onClick={onDelete}>
            {t('form.delete')}
          </button>
        )}
      </div>
    </form>
  );
}

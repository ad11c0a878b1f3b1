import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Lesson } from '@pamoja/contract/lessons';
import { TextField } from '../../../shared/forms/form-field';
import { fieldMessage } from '../../../shared/forms/field-message';
import type { DetailsInput, DetailsOutput } from '../lib/details-values';

interface Props {
  form: UseFormReturn<DetailsInput, unknown, DetailsOutput>;
  lessons: readonly Lesson[];
}

/** When a learner has completed the course: which lessons, the quiz pass mark, the minutes. */
export function CompletionRuleFields({ form, lessons }: Props) {
  const { t } = useTranslation();
  const required = form.watch('completionRule.requiredLessons') ?? 'all';
  const errors = form.formState.errors.completionRule;
  const listError = fieldMessage(t, errors?.requiredLessons?.message);
  const set = (value: 'all' | string[]) =>
    form.setValue('completionRule.requiredLessons', value, { shouldDirty: true });
  const toggle = (id: string, on: boolean) => {
    const list = required === 'all' ? [] : required;
    set(on ? [...list, id] : list.filter((one) => one !== id));
  };

  return (
    <fieldset className="mb-3">
      <legend className="h6">{t('studio.rule.title')}</legend>
      <div role="radiogroup" aria-label={t('studio.rule.required')} className="mb-2">
        <div className="form-check">
          <input
            id="rule-all"
            type="radio"
            className="form-check-input"
            checked={required === 'all'}
            onChange={() => set('all')}
          />
          <label className="form-check-label" htmlFor="rule-all">
            {t('studio.rule.all')}
          </label>
        </div>
        <div className="form-check">
          <input
            id="rule-list"
            type="radio"
            className="form-check-input"
            checked={required !== 'all'}
            onChange={() => set([])}
          />
          <label className="form-check-label" htmlFor="rule-list">
            {t('studio.rule.list')}
          </label>
        </div>
      </div>
      {required !== 'all' && (
        <div className="ms-4 mb-2">
          {lessons.length === 0 && (
            <p className="small text-body-secondary">{t('studio.rule.noLessons')}</p>
          )}
          {lessons.map((lesson) => (
            <div key={lesson.id} className="form-check">
              <input
                id={`rule-${lesson.id}`}
                type="checkbox"
                className="form-check-input"
                checked={required.includes(lesson.id)}
                onChange={(event) => toggle(lesson.id, event.target.checked)}
              />
              <label className="form-check-label" htmlFor={`rule-${lesson.id}`}>
                {lesson.title}
              </label>
            </div>
          ))}
        </div>
      )}
      {listError && (
        <div className="invalid-feedback d-block mb-2" role="alert">
          {listError}
        </div>
      )}
      <div className="row g-3">
        <div className="col-sm-6">
          <TextField
            type="number"
            min={0}
            max={100}
            label={t('studio.rule.passMark')}
            error={errors?.quizPassMark}
            {...form.register('completionRule.quizPassMark', { valueAsNumber: true })}
          />
        </div>
        <div className="col-sm-6">
          <TextField
            type="number"
            min={0}
            label={t('studio.rule.minMinutes')}
            error={errors?.minMinutes}
            {...form.register('completionRule.minMinutes', { valueAsNumber: true })}
          />
        </div>
      </div>
    </fieldset>
  );
}

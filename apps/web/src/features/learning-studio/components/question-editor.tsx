import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { questionKinds } from '@pamoja/contract/lessons';
import { FormField } from '../../../shared/forms/form-field';
import { fieldMessage } from '../../../shared/forms/field-message';
import { newId } from '../lib/lesson-values';
import type { LessonValues, QuestionKind } from '../lib/lesson-values';
import { QuestionExplanation } from './question-explanation';

interface Props {
  form: UseFormReturn<LessonValues>;
  index: number;
  onRemove?: () => void;
}

/** One quiz question: its kind, text, 2–8 options, which of them are correct, and why. */
export function QuestionEditor({ form, index, onRemove }: Props) {
  const { t } = useTranslation();
  const name = `content.questions.${index}` as const;
  const options = useFieldArray({ control: form.control, name: `${name}.options` });
  const kind = form.watch(`${name}.kind`);
  const correct = form.watch(`${name}.correct`);
  const errors = form.formState.errors.content?.questions?.[index];
  const correctError = fieldMessage(t, errors?.correct?.message ?? errors?.correct?.root?.message);
  const optionsError = fieldMessage(t, errors?.options?.message ?? errors?.options?.root?.message);
  const number = index + 1;

  const setCorrect = (value: string[]) =>
    form.setValue(`${name}.correct`, value, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  const mark = (id: string, on: boolean) => {
    if (kind !== 'MULTIPLE') return setCorrect(on ? [id] : []);
    setCorrect(on ? [...correct, id] : correct.filter((one) => one !== id));
  };
  const changeKind = (next: QuestionKind) => {
    form.setValue(`${name}.kind`, next);
    setCorrect([]);
    if (next === 'TRUE_FALSE')
      options.replace([
        { id: newId(), text: t('studio.quiz.true') },
        { id: newId(), text: t('studio.quiz.false') },
      ]);
  };

  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="h6 float-none w-auto px-1 mb-2">
        {t('studio.quiz.question', { number })}
      </legend>
      <div className="row g-2">
        <div className="col-sm-4">
          <FormField label={t('studio.quiz.kind', { number })}>
            {(control) => (
              <select
                {...control}
                className="form-select"
                value={kind}
                onChange={(event) => changeKind(event.target.value as QuestionKind)}
              >
                {questionKinds.map((one) => (
                  <option key={one} value={one}>
                    {t(`studio.quiz.kinds.${one}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <div className="col-sm-8">
          <FormField label={t('studio.quiz.text', { number })} error={errors?.text}>
            {(control, invalid) => (
              <input
                {...control}
                {...form.register(`${name}.text`)}
                className={`form-control ${invalid ? 'is-invalid' : ''}`}
              />
            )}
          </FormField>
        </div>
      </div>
      <div role="group" aria-label={t('studio.quiz.options', { number })}>
        {options.fields.map((option, position) => {
          const optionId = form.getValues(`${name}.options.${position}.id`);
          const isCorrect = correct.includes(optionId);
          const optionError = errors?.options?.[position]?.text;
          return (
            <div key={option.id} className="d-flex flex-wrap align-items-center gap-2 mb-2">
              <div className="form-check mb-0">
                <input
                  id={`${option.id}-correct`}
                  type={kind === 'MULTIPLE' ? 'checkbox' : 'radio'}
                  name={`${name}-correct`}
                  className="form-check-input"
                  checked={isCorrect}
                  onChange={(event) => mark(optionId, event.target.checked)}
                />
                <label className="form-check-label small" htmlFor={`${option.id}-correct`}>
                  {t('studio.quiz.correct', { option: position + 1 })}
                </label>
              </div>
              <input
                aria-label={t('studio.quiz.option', { number, option: position + 1 })}
                aria-invalid={optionError ? true : undefined}
                readOnly={kind === 'TRUE_FALSE'}
                className={`form-control flex-grow-1 w-auto ${optionError ? 'is-invalid' : ''}`}
                {...form.register(`${name}.options.${position}.text`)}
              />
              {kind !== 'TRUE_FALSE' && options.fields.length > 2 && (
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm"
                  aria-label={t('studio.quiz.removeOption', { number, option: position + 1 })}
                  onClick={() => {
                    setCorrect(correct.filter((one) => one !== optionId));
                    options.remove(position);
                  }}
                >
                  <Trash2 size={14} aria-hidden="true" />
                </button>
              )}
              {optionError && (
                <div className="invalid-feedback d-block w-100">
                  {fieldMessage(t, optionError.message)}
                </div>
              )}
            </div>
          );
        })}
      </div>
      {correctError && (
        <div className="invalid-feedback d-block mb-2" role="alert">
          {correctError}
        </div>
      )}
      {optionsError && (
        <div className="invalid-feedback d-block mb-2" role="alert">
          {optionsError}
        </div>
      )}
      <QuestionExplanation form={form} index={index} />
      <div className="d-flex flex-wrap gap-2">
        {kind !== 'TRUE_FALSE' && options.fields.length < 8 && (
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm d-inline-flex align-items-center gap-1"
            onClick={() => options.append({ id: newId(), text: '' })}
          >
            <Plus size={14} aria-hidden="true" />
            {t('studio.quiz.addOption', { number })}
          </button>
        )}
        {onRemove && (
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRemove}>
            {t('studio.quiz.removeQuestion', { number })}
          </button>
        )}
      </div>
    </fieldset>
  );
}

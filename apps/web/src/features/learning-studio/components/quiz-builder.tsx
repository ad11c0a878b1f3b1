import { Plus } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/forms/form-field';
import { fieldMessage } from '../../../shared/forms/field-message';
import { newQuestion } from '../lib/lesson-values';
import type { LessonValues } from '../lib/lesson-values';
import { QuestionEditor } from './question-editor';

/** A QUIZ lesson's settings and its 1–50 questions. */
export function QuizBuilder({ form }: { form: UseFormReturn<LessonValues> }) {
  const { t } = useTranslation();
  const questions = useFieldArray({ control: form.control, name: 'content.questions' });
  const errors = form.formState.errors.content;
  const listError = fieldMessage(t, errors?.questions?.message ?? errors?.questions?.root?.message);
  return (
    <>
      <div className="row g-2">
        <div className="col-sm-6">
          <TextField
            type="number"
            min={0}
            max={100}
            label={t('studio.quiz.passMark')}
            error={errors?.passMark}
            {...form.register('content.passMark', { valueAsNumber: true })}
          />
        </div>
        <div className="col-sm-6">
          <TextField
            type="number"
            min={1}
            max={100}
            label={t('studio.quiz.attempts')}
            error={errors?.attemptsAllowed}
            {...form.register('content.attemptsAllowed', { valueAsNumber: true })}
          />
        </div>
      </div>
      <div className="form-check mb-3">
        <input
          id="quiz-shuffle"
          type="checkbox"
          className="form-check-input"
          {...form.register('content.shuffle')}
        />
        <label className="form-check-label" htmlFor="quiz-shuffle">
          {t('studio.quiz.shuffle')}
        </label>
      </div>
      {questions.fields.map((question, index) => (
        <QuestionEditor
          key={question.id}
          form={form}
          index={index}
          onRemove={questions.fields.length > 1 ? () => questions.remove(index) : undefined}
        />
      ))}
      {listError && (
        <div className="invalid-feedback d-block mb-2" role="alert">
          {listError}
        </div>
      )}
      {questions.fields.length < 50 && (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm d-inline-flex align-items-center gap-1 mb-3"
          onClick={() => questions.append(newQuestion())}
        >
          <Plus size={14} aria-hidden="true" />
          {t('studio.quiz.addQuestion')}
        </button>
      )}
    </>
  );
}

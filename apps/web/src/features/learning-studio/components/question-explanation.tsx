import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/form-field';
import type { LessonValues } from '../lib/lesson-values';

interface Props {
  form: UseFormReturn<LessonValues>;
  index: number;
}

/**
 * Why a question's answer is right (optional). Learners read it with their graded answer only:
 * the server withholds it before, as it does the correct options. No `maxLength`, so text
 * pasted over the limit is kept and the contract's message says by how much it must shrink.
 */
export function QuestionExplanation({ form, index }: Props) {
  const { t } = useTranslation();
  const error = form.formState.errors.content?.questions?.[index]?.explanation;
  return (
    <FormField
      label={t('studio.quiz.explanation', { number: index + 1 })}
      hint={t('studio.quiz.explanationHint')}
      error={error}
    >
      {(control, invalid) => (
        <textarea
          {...control}
          {...form.register(`content.questions.${index}.explanation`)}
          rows={2}
          className={`form-control ${invalid ? 'is-invalid' : ''}`}
        />
      )}
    </FormField>
  );
}

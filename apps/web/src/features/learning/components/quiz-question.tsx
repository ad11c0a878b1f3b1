import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AttemptResult } from '@pamoja/contract/learning-credentials';
import type { LearnerQuestion } from '../api/start-attempt';

type Feedback = AttemptResult['questions'][number];

interface QuizQuestionProps {
  question: LearnerQuestion;
  index: number;
  chosen: string[];
  onChange: (optionIds: string[]) => void;
  /** After submitting: what the server says about this question (then read-only). */
  feedback?: Feedback;
}

/** One question: radios for single choice and true/false, checkboxes for multiple choice. */
export function QuizQuestion({ question, index, chosen, onChange, feedback }: QuizQuestionProps) {
  const { t } = useTranslation();
  const multiple = question.kind === 'MULTIPLE';
  const name = `question-${question.id}`;
  const toggle = (optionId: string, checked: boolean) => {
    if (!multiple) return onChange([optionId]);
    onChange(checked ? [...chosen, optionId] : chosen.filter((id) => id !== optionId));
  };
  const correct = new Set(feedback?.correctOptionIds ?? []);

  return (
    <fieldset className="card mb-3" aria-describedby={feedback ? `${name}-feedback` : undefined}>
      <legend className="h6 float-none px-3 pt-3 mb-2">
        {t('learning.quiz.questionNumber', { number: index + 1 })} {question.text}
      </legend>
      <div className="card-body pt-0">
        {multiple && <p className="small text-body-secondary">{t('learning.quiz.chooseAll')}</p>}
        {question.options.map((option) => {
          const id = `${name}-${option.id}`;
          const picked = chosen.includes(option.id);
          const tone = feedback
            ? correct.has(option.id)
              ? 'learning-option-right'
              : picked
                ? 'learning-option-wrong'
                : ''
            : '';
          return (
            <div key={option.id} className={`form-check border rounded p-2 ps-5 mb-2 ${tone}`}>
              <input
                id={id}
                className="form-check-input"
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                checked={picked}
                disabled={Boolean(feedback)}
                onChange={(event) => toggle(option.id, event.target.checked)}
              />
              <label className="form-check-label" htmlFor={id}>
                {option.text}
                {feedback && correct.has(option.id) && (
                  <span className="badge text-bg-success ms-2">
                    {t('learning.quiz.correctAnswer')}
                  </span>
                )}
              </label>
            </div>
          );
        })}
        {feedback && (
          <div id={`${name}-feedback`}>
            <p
              className={`d-flex align-items-center gap-1 mb-0 ${feedback.correct ? 'text-success' : 'text-danger'}`}
            >
              {feedback.correct ? (
                <CircleCheck size={16} aria-hidden="true" />
              ) : (
                <CircleX size={16} aria-hidden="true" />
              )}
              {feedback.correct ? t('learning.quiz.right') : t('learning.quiz.wrong')}
            </p>
            {/* Only the graded answer carries it: the questions the server sends first never do. */}
            {feedback.explanation && (
              <p className="mt-1 mb-0 text-break">
                <span className="fw-semibold">{t('learning.quiz.explanation')}</span>{' '}
                {feedback.explanation}
              </p>
            )}
          </div>
        )}
      </div>
    </fieldset>
  );
}

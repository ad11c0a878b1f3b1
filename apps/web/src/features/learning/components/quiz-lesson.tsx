import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttemptResult } from '@pamoja/contract/learning-credentials';
import type { Lesson } from '@pamoja/contract/lessons';
import { useStartAttempt, type AttemptStart } from '../api/start-attempt';
import { useSubmitAttempt } from '../api/submit-attempt';
import { QuizQuestion } from './quiz-question';
import { QuizSummary } from './quiz-summary';

interface QuizLessonProps {
  lesson: Lesson;
  /** Only an ACTIVE learner may take it. */
  canTake: boolean;
}

/**
 * A quiz, as the server hands it for the attempt (its order, never the correct options); the
 * correct options are shown only from the graded answer.
 */
export function QuizLesson({ lesson, canTake }: QuizLessonProps) {
  const { t } = useTranslation();
  const start = useStartAttempt();
  const submit = useSubmitAttempt();
  const [attempt, setAttempt] = useState<AttemptStart | null>(null);
  const [answers, setAnswers] = useState<Record<string, string[]>>({});
  const [result, setResult] = useState<AttemptResult | null>(null);
  const info = lesson.content as { passMark?: number; attemptsAllowed?: number };
  const questionCount = Array.isArray(lesson.content.questions)
    ? lesson.content.questions.length
    : 0;

  const begin = () =>
    start.mutate(lesson.id, {
      onSuccess: (started) => {
        setAttempt(started);
        setAnswers({});
        setResult(null);
      },
    });

  if (!attempt) {
    return (
      <div className="card">
        <div className="card-body">
          <p>{t('learning.quiz.intro', { count: questionCount })}</p>
          {info.passMark !== undefined && (
            <p>{t('learning.quiz.passMark', { mark: info.passMark })}</p>
          )}
          {info.attemptsAllowed !== undefined && (
            <p>{t('learning.quiz.attemptsAllowed', { count: info.attemptsAllowed })}</p>
          )}
          <button
            type="button"
            className="btn btn-primary"
            onClick={begin}
            disabled={!canTake || start.isPending}
          >
            {t('learning.quiz.start')}
          </button>
        </div>
      </div>
    );
  }

  const feedback = new Map(result?.questions.map((item) => [item.questionId, item]));
  return (
    <form
      aria-label={lesson.title}
      onSubmit={(event) => {
        event.preventDefault();
        if (result) return;
        const input = {
          attemptId: attempt.attemptId,
          answers: attempt.questions.map((question) => ({
            questionId: question.id,
            optionIds: answers[question.id] ?? [],
          })),
        };
        submit.mutate(
          { lessonId: lesson.id, input },
          {
            // The course's progress (and its completion banner) is refetched by the mutation.
            onSuccess: setResult,
          },
        );
      }}
    >
      <p className="text-body-secondary small">
        {t('learning.quiz.attemptNumber', { number: attempt.attemptNumber })}
      </p>
      {result && <QuizSummary result={result} onRetry={begin} retrying={start.isPending} />}
      {attempt.questions.map((question, index) => (
        <QuizQuestion
          key={question.id}
          question={question}
          index={index}
          chosen={answers[question.id] ?? []}
          onChange={(optionIds) =>
            setAnswers((current) => ({ ...current, [question.id]: optionIds }))
          }
          feedback={feedback.get(question.id)}
        />
      ))}
      {!result && (
        <button type="submit" className="btn btn-primary" disabled={submit.isPending}>
          {submit.isPending && (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          )}
          {t('learning.quiz.submit')}
        </button>
      )}
    </form>
  );
}

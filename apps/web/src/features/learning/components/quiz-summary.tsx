import { useTranslation } from 'react-i18next';
import type { AttemptResult } from '@pamoja/contract/learning-credentials';

interface QuizSummaryProps {
  result: AttemptResult;
  onRetry: () => void;
  retrying: boolean;
}

/** Score, passed or not, attempts left, and another go when one is left. */
export function QuizSummary({ result, onRetry, retrying }: QuizSummaryProps) {
  const { t } = useTranslation();
  const canRetry = result.attemptsLeft === null || result.attemptsLeft > 0;
  return (
    <div className={`alert ${result.passed ? 'alert-success' : 'alert-warning'}`} role="status">
      <p className="h5">{result.passed ? t('learning.quiz.passed') : t('learning.quiz.failed')}</p>
      <p className="mb-1">
        {t('learning.quiz.score', {
          score: result.score,
          correct: result.correctCount,
          total: result.questionCount,
        })}
      </p>
      <p className="mb-1">{t('learning.quiz.passMark', { mark: result.passMark })}</p>
      <p className="mb-2">
        {result.attemptsLeft === null
          ? t('learning.quiz.unlimited')
          : t('learning.quiz.attemptsLeft', { count: result.attemptsLeft })}
      </p>
      {!result.passed && canRetry && (
        <button type="button" className="btn btn-primary" onClick={onRetry} disabled={retrying}>
          {t('learning.quiz.tryAgain')}
        </button>
      )}
    </div>
  );
}

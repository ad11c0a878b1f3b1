import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseProgress } from '@pamoja/contract/enrollments';
import { ProgressBar } from './progress-bar';

interface WhatsLeftProps {
  progress: CourseProgress;
  courseSlug: string;
  courseTitle: string;
}

/** What still stands between the learner and the certificate, as the server counts it. */
export function WhatsLeft({ progress, courseSlug, courseTitle }: WhatsLeftProps) {
  const { t } = useTranslation();
  const { lessons, quizzes, minutesShort } = progress.missing;
  const link = (id: string) => `/learning/courses/${courseSlug}/lessons/${id}`;
  const nothing = lessons.length === 0 && quizzes.length === 0 && minutesShort === 0;
  return (
    <section aria-labelledby="whats-left" className="card">
      <div className="card-body">
        <h2 id="whats-left" className="h6">
          {t('learning.left.title')}
        </h2>
        <ProgressBar percent={progress.percent} label={courseTitle} />
        {progress.status === 'COMPLETED' || nothing ? (
          <p className="small text-success mt-2 mb-0">{t('learning.left.nothing')}</p>
        ) : (
          <ul className="small mt-2 mb-0 ps-3" aria-live="polite">
            {lessons.map((lesson) => (
              <li key={lesson.id}>
                <Link to={link(lesson.id)}>{lesson.title}</Link>
              </li>
            ))}
            {quizzes.map((quiz) => (
              <li key={`quiz-${quiz.id}`}>
                <Link to={link(quiz.id)}>{t('learning.left.passQuiz', { title: quiz.title })}</Link>
              </li>
            ))}
            {minutesShort > 0 && <li>{t('learning.left.minutes', { count: minutesShort })}</li>}
          </ul>
        )}
      </div>
    </section>
  );
}

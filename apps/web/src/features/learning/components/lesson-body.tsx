import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CourseProgress } from '@pamoja/contract/enrollments';
import type { Lesson } from '@pamoja/contract/lessons';
import { useLessonProgress } from '../hooks/use-lesson-progress';
import { FileLesson } from './file-lesson';
import { MarkdownView } from './markdown-view';
import { QuizLesson } from './quiz-lesson';
import { VideoLesson } from './video-lesson';

interface LessonBodyProps {
  lesson: Lesson;
  progress: CourseProgress;
}

/** The lesson's content by its type, saving progress while it is open. */
export function LessonBody({ lesson, progress }: LessonBodyProps) {
  const { t } = useTranslation();
  const active = progress.status === 'ACTIVE';
  const tracker = useLessonProgress({
    lessonId: lesson.id,
    saved: progress.lessons.find((item) => item.lessonId === lesson.id),
    enabled: active,
  });
  const content = lesson.content as { markdown?: string };

  return (
    <div className="d-flex flex-column gap-3">
      {lesson.type === 'TEXT' && <MarkdownView source={content.markdown ?? ''} />}
      {lesson.type === 'VIDEO' && (
        <VideoLesson
          lesson={lesson}
          onPosition={tracker.setPosition}
          startPosition={tracker.startPosition}
        />
      )}
      {lesson.type === 'FILE' && <FileLesson lesson={lesson} />}
      {lesson.type === 'QUIZ' && <QuizLesson lesson={lesson} canTake={active} />}
      {lesson.type !== 'QUIZ' &&
        (tracker.completed ? (
          <p className="text-success d-flex align-items-center gap-1 mb-0" role="status">
            <CircleCheck size={18} aria-hidden="true" />
            {t('learning.player.completed')}
          </p>
        ) : (
          active && (
            <button
              type="button"
              className="btn btn-success align-self-start"
              onClick={() => void tracker.markComplete().catch(() => undefined)}
            >
              {t('learning.player.markComplete')}
            </button>
          )
        ))}
    </div>
  );
}

import type { CourseDetail } from '@pamoja/contract/courses';
import type { LessonProgress, ProgressStatus } from '@pamoja/contract/enrollments';
import type { Lesson } from '@pamoja/contract/lessons';

/** Every lesson of the course in reading order (sections, then lessons within each). */
export const lessonsInOrder = (course: Pick<CourseDetail, 'sections'>): Lesson[] =>
  course.sections.flatMap((section) => section.lessons);

/** The lessons before and after the given one, for the player's previous/next links. */
export function neighboursOf(course: Pick<CourseDetail, 'sections'>, lessonId: string) {
  const lessons = lessonsInOrder(course);
  const index = lessons.findIndex((lesson) => lesson.id === lessonId);
  return {
    lesson: index === -1 ? undefined : lessons[index],
    previous: index > 0 ? lessons[index - 1] : undefined,
    next: index !== -1 ? lessons[index + 1] : undefined,
  };
}

export function statusOf(
  progress: readonly LessonProgress[] | undefined,
  lessonId: string,
): ProgressStatus {
  return progress?.find((item) => item.lessonId === lessonId)?.status ?? 'NOT_STARTED';
}

/** Where "Continue" leads: the first lesson not completed yet, else the first lesson. */
export function resumeLesson(
  course: Pick<CourseDetail, 'sections'>,
  progress: readonly LessonProgress[] | undefined,
): Lesson | undefined {
  const lessons = lessonsInOrder(course);
  return lessons.find((lesson) => statusOf(progress, lesson.id) !== 'COMPLETED') ?? lessons[0];
}

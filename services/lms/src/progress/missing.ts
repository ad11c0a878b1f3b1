import type { Missing } from '@pamoja/contract/enrollments';
import type { GradableCourse } from '../courses/courses-module';
import type { EnrollmentRow, ProgressRow } from '../enrollments/enrollments-module';
import { requiredLessons } from '../enrollments/enrollments-module';

/**
 * What stands between an enrolment and completion. The quiz part belongs to the assessment
 * domain, which injects its own version; this one knows lessons and minutes only.
 */
export type MissingForCompletion = (
  course: GradableCourse,
  enrollment: EnrollmentRow,
  progress: ProgressRow[],
) => Promise<Missing>;

export const minutesOf = (progress: ProgressRow[]) =>
  Math.floor(progress.reduce((sum, row) => sum + row.seconds_spent, 0) / 60);

/** Required lessons not completed (quizzes included until passed), and minutes short. */
export const missingLessons: MissingForCompletion = async (course, _enrollment, progress) => {
  const completed = new Set(
    progress.filter((row) => row.status === 'COMPLETED').map((row) => row.lesson_id),
  );
  return {
    lessons: requiredLessons(course.rule, course.lessons)
      .filter((lesson) => !completed.has(lesson.id))
      .map((lesson) => ({ id: lesson.id, title: lesson.title })),
    quizzes: [],
    minutesShort: Math.max(0, course.rule.minMinutes - minutesOf(progress)),
  };
};

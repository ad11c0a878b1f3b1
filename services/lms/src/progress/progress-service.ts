import type { CourseProgress, LessonProgress, ProgressInput } from '@pamoja/contract/enrollments';
import { forbidden, notFound, unprocessable } from '@pamoja/server-kit/errors';
import { createCourseReader, isUuid, type Viewer } from '../courses/courses-module';
import type { LearningDb } from '../db/schema';
import {
  createEnrollmentLookup,
  percentDone,
  requiredLessons,
} from '../enrollments/enrollments-module';
import type { ProgressRow } from '../enrollments/enrollments-module';
import { createLessonRepository } from '../lessons/lessons-module';
import { minutesOf, type MissingForCompletion } from './missing';
import { createProgressRepository } from './progress-repository';

/** What the assessment domain plugs in: completion after each change, and the quiz part. */
export interface ProgressHooks {
  onProgressChanged: (enrollmentId: string) => Promise<void>;
  missingForCompletion: MissingForCompletion;
}

const toProgress = (row: ProgressRow): LessonProgress => ({
  lessonId: row.lesson_id,
  status: row.status as LessonProgress['status'],
  secondsSpent: row.seconds_spent,
  position: row.position,
  updatedAt: row.updated_at.toISOString(),
});

export function createProgressService(db: LearningDb, hooks: ProgressHooks) {
  const lessons = createLessonRepository(db);
  const enrollments = createEnrollmentLookup(db);
  const progress = createProgressRepository(db);
  const reader = createCourseReader(db);

  return {
    /** Saves progress for an active enrolment; it never goes backwards. */
    async save(viewer: Viewer, lessonId: string, input: ProgressInput) {
      const lesson = isUuid(lessonId)
        ? await lessons.lessonOfProject(viewer.project, lessonId)
        : undefined;
      if (!lesson) throw notFound('Lesson');
      const enrollment = await enrollments.byCourse(
        viewer.project,
        lesson.course_id,
        viewer.userId,
      );
      if (!enrollment) throw forbidden('Enrol in the course first.', 'NOT_ENROLLED');
      if (enrollment.status !== 'ACTIVE')
        throw forbidden('Your enrolment in this course is not active.', 'ENROLLMENT_NOT_ACTIVE');
      if (lesson.type === 'QUIZ' && input.status === 'COMPLETED')
        throw unprocessable(
          'A quiz is completed by passing it, not by marking it done.',
          'QUIZ_COMPLETES_BY_ATTEMPT',
        );
      const saved = await progress.save(viewer.project, enrollment.id, lesson.id, input);
      if (!saved) return toProgress(await progress.find(enrollment.id, lesson.id));
      await hooks.onProgressChanged(enrollment.id);
      return toProgress(saved);
    },

    async ofCourse(viewer: Viewer, courseId: string): Promise<CourseProgress> {
      const course = await reader.read(viewer.project, courseId);
      const found = course
        ? await enrollments.withProgress(viewer.project, course.course.id, viewer.userId)
        : undefined;
      if (!course || !found) throw notFound('Enrollment');
      const { enrollment, progress: rows } = found;
      const byLesson = new Map(rows.map((row) => [row.lesson_id, row]));
      const completed = new Set(
        rows.filter((r) => r.status === 'COMPLETED').map((r) => r.lesson_id),
      );
      return {
        courseId: course.course.id,
        enrollmentId: enrollment.id,
        status: enrollment.status as CourseProgress['status'],
        percent: percentDone(
          requiredLessons(course.rule, course.lessons),
          completed,
          enrollment.status === 'COMPLETED',
        ),
        minutesSpent: minutesOf(rows),
        lessons: course.lessons.map((lesson) => {
          const row = byLesson.get(lesson.id);
          return row
            ? toProgress(row)
            : {
                lessonId: lesson.id,
                status: 'NOT_STARTED',
                secondsSpent: 0,
                position: 0,
                updatedAt: null,
              };
        }),
        missing: await hooks.missingForCompletion(course, enrollment, rows),
      };
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;

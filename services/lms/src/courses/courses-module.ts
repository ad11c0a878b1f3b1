import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { CompletionRule, Course } from '@pamoja/contract/courses';
import type { LearningDb } from '../db/schema';
import { toCourse } from './course-dto';
import { courseRoutes } from './course-routes';
import { createCourseRepository } from './course-repository';
import { createCourseService } from './course-service';
import { createOutlineRepository, type LessonRow } from './outline-repository';

export { createCourseAccess, type CourseAccess } from './course-access';
export { viewerOf, isUuid, type Viewer } from './viewer';
export { createCourseRepository } from './course-repository';
export { toLesson, toMaterial } from './course-dto';
export { createOutlineRepository, type LessonRow, type MaterialRow } from './outline-repository';

/** A course as the server grades it: every lesson with its full content (quiz answers too). */
export interface GradableCourse {
  course: Course;
  rule: CompletionRule;
  lessons: LessonRow[];
}

/**
 * For the other learning domains (quizzes, completion): the course with its lessons in order,
 * including QUIZ `correct` answers. Never send it to a learner as it is.
 */
export function createCourseReader(db: LearningDb) {
  const courses = createCourseRepository(db);
  const outline = createOutlineRepository(db);
  return {
    async read(project: string, courseId: string): Promise<GradableCourse | undefined> {
      const row = await courses.find(project, courseId);
      if (!row) return undefined;
      const course = toCourse(row);
      return { course, rule: course.completionRule, lessons: await outline.lessons(row.id) };
    },
  };
}

/** The course catalogue of a learning project: courses, their details and instructors. */
export const coursesDomain: FastifyPluginAsync<{
  db: LearningDb;
  defaultProject: string;
  canRead: preHandlerAsyncHookHandler;
}> = async (app, { db, defaultProject, canRead }) => {
  await app.register(courseRoutes, {
    service: createCourseService(db),
    defaultProject,
    guard: canRead,
  });
};

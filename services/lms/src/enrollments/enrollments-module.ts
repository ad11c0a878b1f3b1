import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { LearningDb } from '../db/schema';
import { enrollmentRoutes } from './enrollment-routes';
import { createEnrollmentRepository } from './enrollment-repository';
import { createEnrollmentService } from './enrollment-service';

export type { EnrollmentRow, ProgressRow } from './enrollment-repository';
export { requiredLessons, percentDone } from './lesson-rule';
export { toEnrollment } from './enrollment-service';
export { createEnrollmentRepository };

/** For the other learning domains: a person's enrolment in a course, by id or by course. */
export function createEnrollmentLookup(db: LearningDb) {
  const enrollments = createEnrollmentRepository(db);
  return {
    byCourse: (project: string, courseId: string, userId: string) =>
      enrollments.find(project, courseId, userId),
    /** The enrolment with its lessons' progress, in one round trip. */
    withProgress: (project: string, courseId: string, userId: string) =>
      enrollments.findWithProgress(project, courseId, userId),
    byId: (project: string, id: string) => enrollments.findById(project, id),
  };
}

/** Enrolment in courses (self, or by an instructor or admin), and withdrawing. */
export const enrollmentsDomain: FastifyPluginAsync<{
  db: LearningDb;
  defaultProject: string;
  canRead: preHandlerAsyncHookHandler;
}> = async (app, { db, defaultProject, canRead }) => {
  await app.register(enrollmentRoutes, {
    service: createEnrollmentService(db),
    defaultProject,
    guard: canRead,
  });
};

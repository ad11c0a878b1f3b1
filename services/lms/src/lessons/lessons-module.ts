import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { LearningDb } from '../db/schema';
import { lessonRoutes } from './lesson-routes';
import { createLessonService } from './lesson-service';

export { createLessonRepository } from './lesson-repository';

/** Sections and lessons of a course, and their order. */
export const lessonsDomain: FastifyPluginAsync<{
  db: LearningDb;
  defaultProject: string;
  canRead: preHandlerAsyncHookHandler;
}> = async (app, { db, defaultProject, canRead }) => {
  await app.register(lessonRoutes, {
    service: createLessonService(db),
    defaultProject,
    guard: canRead,
  });
};

import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { LearningDatabase } from '../db/schema';
import { createCourseRepository } from './course-repository';
import { courseRoutes } from './course-routes';

/** The course catalogue of a learning project. */
export const coursesDomain: FastifyPluginAsync<{
  db: Kysely<LearningDatabase>;
  defaultProject: string;
  canRead: preHandlerAsyncHookHandler;
}> = async (app, { db, defaultProject, canRead }) => {
  await app.register(courseRoutes, {
    repository: createCourseRepository(db),
    defaultProject,
    guard: canRead,
  });
};

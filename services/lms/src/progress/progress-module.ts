import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { LearningDb } from '../db/schema';
import { missingLessons } from './missing';
import { progressRoutes } from './progress-routes';
import { createProgressService, type ProgressHooks } from './progress-service';

export type { ProgressHooks } from './progress-service';
export type { MissingForCompletion } from './missing';
export { missingLessons, minutesOf } from './missing';
export { createProgressRepository } from './progress-repository';

/** Lesson progress of enrolled learners, and their progress through a course. */
export const progressDomain: FastifyPluginAsync<{
  db: LearningDb;
  defaultProject: string;
  canRead: preHandlerAsyncHookHandler;
  /** Defaults: nothing happens after a change; only lessons and minutes count as missing. */
  hooks?: Partial<ProgressHooks>;
}> = async (app, { db, defaultProject, canRead, hooks }) => {
  await app.register(progressRoutes, {
    service: createProgressService(db, {
      onProgressChanged: hooks?.onProgressChanged ?? (async () => undefined),
      missingForCompletion: hooks?.missingForCompletion ?? missingLessons,
    }),
    defaultProject,
    guard: canRead,
  });
};

import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { LearningDb } from '../db/schema';
import { createAnalyticsRepository } from './analytics-repository';
import { analyticsRoutes } from './analytics-routes';
import { createAnalyticsService } from './analytics-service';

/** Learning analytics for instructors (own courses) and administrators (the project). */
export const analyticsDomain: FastifyPluginAsync<{
  db: LearningDb;
  defaultProject: string;
  canRead: preHandlerAsyncHookHandler;
  /** The clock; tests fix it to get exact figures. */
  now?: () => Date;
}> = async (app, { db, defaultProject, canRead, now }) => {
  await app.register(analyticsRoutes, {
    service: createAnalyticsService(createAnalyticsRepository(db), now),
    defaultProject,
    guard: canRead,
  });
};

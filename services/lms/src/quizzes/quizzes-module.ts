import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { LearningDb } from '../db/schema';
import { createQuizRepository } from './quiz-repository';
import { quizRoutes } from './quiz-routes';
import { createQuizService, type AfterProgress } from './quiz-service';

/** Quiz attempts: started in a stable order, graded on the server, limited in number. */
export const quizzesDomain: FastifyPluginAsync<{
  db: LearningDb;
  defaultProject: string;
  /** Completion's hook: a graded attempt is progress. */
  onProgressChanged: AfterProgress;
  canRead: preHandlerAsyncHookHandler;
}> = async (app, { db, defaultProject, onProgressChanged, canRead }) => {
  await app.register(quizRoutes, {
    service: createQuizService(createQuizRepository(db), onProgressChanged),
    defaultProject,
    guard: canRead,
  });
};

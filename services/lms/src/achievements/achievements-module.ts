import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { LearningDb } from '../db/schema';
import { createAchievementRepository } from './achievement-repository';
import { achievementRoutes } from './achievement-routes';
import { earnedAchievements, type AchievementKey } from './achievement-rules';

export interface Achievements {
  /** Runs every rule for the learner; answers the achievements awarded by this call. */
  evaluate(project: string, userId: string): Promise<AchievementKey[]>;
}

export function createAchievements(db: LearningDb): Achievements {
  const repository = createAchievementRepository(db);
  return {
    async evaluate(project, userId) {
      const facts = await repository.factsOf(project, userId);
      return repository.award(project, userId, earnedAchievements(facts));
    },
  };
}

/** Achievements: rules evaluated on each learning event, each awarded once. */
export const achievementsDomain: FastifyPluginAsync<{
  db: LearningDb;
  defaultProject: string;
  canRead: preHandlerAsyncHookHandler;
}> = async (app, { db, defaultProject, canRead }) => {
  await app.register(achievementRoutes, {
    repository: createAchievementRepository(db),
    defaultProject,
    guard: canRead,
  });
};

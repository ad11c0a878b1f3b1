import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUCCESS_MESSAGE } from '@pamoja/contract/api-response';
import {
  achievementCatalogueResponse,
  myAchievementsResponse,
} from '@pamoja/contract/learning-credentials';
import { callerOf, projectHeaderSchema } from '../learning-caller';
import { errors } from '../route-kit';
import { ACHIEVEMENT_CATALOGUE } from './achievement-catalogue';
import type { AchievementRepository } from './achievement-repository';

const tags = ['achievements'];
const security = [{ bearerAuth: [] }];

export const achievementRoutes: FastifyPluginAsyncZod<{
  repository: AchievementRepository;
  defaultProject: string;
  guard: preHandlerAsyncHookHandler;
}> = async (app, { repository, defaultProject, guard }) => {
  app.get(
    '/achievements',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        operationId: 'listAchievements',
        summary: 'Every achievement a learner can earn, with its badge',
        headers: projectHeaderSchema,
        response: { 200: achievementCatalogueResponse, ...errors(400, 401) },
      },
    },
    async () => ({ message: SUCCESS_MESSAGE, data: ACHIEVEMENT_CATALOGUE }),
  );

  app.get(
    '/achievements/me',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        operationId: 'listMyAchievements',
        summary: "The caller's achievements in the project, oldest first",
        headers: projectHeaderSchema,
        response: { 200: myAchievementsResponse, ...errors(400, 401) },
      },
    },
    async (request) => {
      const caller = callerOf(request, defaultProject);
      const awards = await repository.awardsOf(caller.project, caller.userId);
      const data = awards.flatMap((award) => {
        const badge = ACHIEVEMENT_CATALOGUE.find((a) => a.key === award.key);
        return badge ? [{ ...badge, awardedAt: award.awarded_at.toISOString() }] : [];
      });
      return { message: SUCCESS_MESSAGE, data };
    },
  );
};

import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUCCESS_MESSAGE } from '@pamoja/contract/api-response';
import {
  analyticsOverviewQuery,
  analyticsOverviewResponse,
  completionRateResponse,
  courseAnalyticsResponse,
} from '@pamoja/contract/learning-analytics';
import { learningIdParams } from '@pamoja/contract/learning-credentials';
import { callerOf, projectHeaderSchema } from '../learning-caller';
import { errors } from '../route-kit';
import type { AnalyticsService } from './analytics-service';

const tags = ['analytics'];
const security = [{ bearerAuth: [] }];

export const analyticsRoutes: FastifyPluginAsyncZod<{
  service: AnalyticsService;
  defaultProject: string;
  guard: preHandlerAsyncHookHandler;
}> = async (app, { service, defaultProject, guard }) => {
  app.get(
    '/analytics/courses/:id',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        operationId: 'courseAnalytics',
        summary:
          "A course's learners, completion, drop-off and quiz results (its instructors, ADMIN)",
        headers: projectHeaderSchema,
        params: learningIdParams,
        response: { 200: courseAnalyticsResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      message: SUCCESS_MESSAGE,
      data: await service.course(callerOf(request, defaultProject), request.params.id),
    }),
  );

  app.get(
    '/analytics/overview',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        operationId: 'analyticsOverview',
        summary: 'Totals and a weekly series: the project (ADMIN) or own courses (INSTRUCTOR)',
        headers: projectHeaderSchema,
        querystring: analyticsOverviewQuery,
        response: { 200: analyticsOverviewResponse, ...errors(400, 401, 403) },
      },
    },
    async (request) => ({
      message: SUCCESS_MESSAGE,
      data: await service.overview(callerOf(request, defaultProject), request.query.weeks),
    }),
  );

  app.get(
    '/completion-rate',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        operationId: 'completionRate',
        summary: "The project's completion rate: completed ÷ enrolled, withdrawn left out",
        headers: projectHeaderSchema,
        response: { 200: completionRateResponse, ...errors(400, 401) },
      },
    },
    async (request) => ({
      message: SUCCESS_MESSAGE,
      data: await service.completionRate(callerOf(request, defaultProject).project),
    }),
  );
};

import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, SUCCESS_MESSAGE } from '@pamoja/contract/api-response';
import { courseListQuery, courseListResponse } from '@pamoja/contract/courses';
import type { CourseRepository } from './course-repository';

const projectHeaders = z.object({
  'x-project': z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9-]{0,39}$/,
      'must be a project key of lowercase letters, digits and dashes',
    )
    .optional(),
});

export const courseRoutes: FastifyPluginAsyncZod<{
  repository: CourseRepository;
  defaultProject: string;
  guard: preHandlerAsyncHookHandler;
}> = async (app, { repository, defaultProject, guard }) => {
  app.get(
    '/courses',
    {
      preHandler: guard,
      schema: {
        tags: ['courses'],
        security: [{ bearerAuth: [] }],
        operationId: 'listCourses',
        summary: 'Courses of the learning project, newest first',
        headers: projectHeaders,
        querystring: courseListQuery,
        response: { 200: courseListResponse, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async ({ query, headers }) => {
      const page = await repository.list(headers['x-project'] ?? defaultProject, query);
      return {
        message: SUCCESS_MESSAGE,
        data: page.items,
        pagination: { page: query.page, limit: query.limit, total: page.total },
      };
    },
  );
};

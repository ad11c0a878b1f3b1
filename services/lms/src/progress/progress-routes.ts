import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUCCESS_MESSAGE } from '@pamoja/contract/api-response';
import { courseParams } from '@pamoja/contract/courses';
import {
  courseProgressResponse,
  enrollmentParams,
  lessonProgressResponse,
  progressInput,
} from '@pamoja/contract/enrollments';
import { viewerOf } from '../courses/courses-module';
import { projectHeaderSchema as headers } from '../learning-caller';
import { errors, security } from '../route-kit';
import type { ProgressService } from './progress-service';

const tags = ['progress'];

export const progressRoutes: FastifyPluginAsyncZod<{
  service: ProgressService;
  defaultProject: string;
  guard: preHandlerAsyncHookHandler;
}> = async (app, { service, defaultProject, guard }) => {
  app.put(
    '/progress/lessons/:id',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        headers,
        operationId: 'saveLessonProgress',
        summary: "Save a lesson's progress; it never goes backwards (QUIZ completes by an attempt)",
        params: enrollmentParams,
        body: progressInput,
        response: { 200: lessonProgressResponse, ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (request) => ({
      message: SUCCESS_MESSAGE,
      data: await service.save(viewerOf(request, defaultProject), request.params.id, request.body),
    }),
  );

  app.get(
    '/progress/courses/:id',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        headers,
        operationId: 'courseProgress',
        summary: "The caller's progress in a course: each lesson, percent, and what is missing",
        params: courseParams,
        response: { 200: courseProgressResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      message: SUCCESS_MESSAGE,
      data: await service.ofCourse(viewerOf(request, defaultProject), request.params.id),
    }),
  );
};

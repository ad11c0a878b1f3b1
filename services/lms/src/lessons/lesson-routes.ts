import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseParams } from '@pamoja/contract/courses';
import {
  lessonChanges,
  lessonInput,
  lessonParams,
  lessonResponse,
  outlineInput,
  sectionInput,
  sectionParams,
  sectionResponse,
} from '@pamoja/contract/lessons';
import { viewerOf } from '../courses/courses-module';
import { projectHeaderSchema as headers } from '../learning-caller';
import { emptyResponse, errors, security } from '../route-kit';
import type { LessonService } from './lesson-service';

const tags = ['lessons'];

export const lessonRoutes: FastifyPluginAsyncZod<{
  service: LessonService;
  defaultProject: string;
  guard: preHandlerAsyncHookHandler;
}> = async (app, { service, defaultProject, guard }) => {
  const who = (request: Parameters<typeof viewerOf>[0]) => viewerOf(request, defaultProject);
  const changeErrors = errors(400, 401, 403, 404, 422);

  app.post(
    '/courses/:id/sections',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        headers,
        operationId: 'createSection',
        summary: 'Add a section at the end of the course',
        params: courseParams,
        body: sectionInput,
        response: { 201: sectionResponse, ...changeErrors },
      },
    },
    async (request, reply) => {
      const data = await service.createSection(who(request), request.params.id, request.body.title);
      return reply.status(201).send({ message: 'Section added.', data });
    },
  );

  app.put(
    '/courses/:id/sections/:sectionId',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        headers,
        operationId: 'updateSection',
        summary: 'Rename a section',
        params: sectionParams,
        body: sectionInput,
        response: { 200: sectionResponse, ...changeErrors },
      },
    },
    async (request) => ({
      message: 'Section saved.',
      data: await service.updateSection(
        who(request),
        request.params.id,
        request.params.sectionId,
        request.body.title,
      ),
    }),
  );

  app.delete(
    '/courses/:id/sections/:sectionId',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        headers,
        operationId: 'deleteSection',
        summary: 'Delete an empty section',
        params: sectionParams,
        response: { 200: emptyResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await service.deleteSection(who(request), request.params.id, request.params.sectionId);
      return { message: 'Section deleted.', data: null };
    },
  );

  app.post(
    '/courses/:id/lessons',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        headers,
        operationId: 'createLesson',
        summary: 'Add a lesson (TEXT, VIDEO, FILE or QUIZ) at the end of a section',
        params: courseParams,
        body: lessonInput,
        response: { 201: lessonResponse, ...changeErrors },
      },
    },
    async (request, reply) => {
      const data = await service.createLesson(who(request), request.params.id, request.body);
      return reply.status(201).send({ message: 'Lesson added.', data });
    },
  );

  app.put(
    '/courses/:id/lessons/:lessonId',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        headers,
        operationId: 'updateLesson',
        summary: 'Replace a lesson whole',
        params: lessonParams,
        body: lessonChanges,
        response: { 200: lessonResponse, ...changeErrors },
      },
    },
    async (request) => ({
      message: 'Lesson saved.',
      data: await service.updateLesson(
        who(request),
        request.params.id,
        request.params.lessonId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/courses/:id/lessons/:lessonId',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        headers,
        operationId: 'deleteLesson',
        summary: 'Delete a lesson',
        params: lessonParams,
        response: { 200: emptyResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.deleteLesson(who(request), request.params.id, request.params.lessonId);
      return { message: 'Lesson deleted.', data: null };
    },
  );

  app.put(
    '/courses/:id/outline',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        headers,
        operationId: 'reorderOutline',
        summary: 'Put sections and lessons in a new order (lessons may change section)',
        params: courseParams,
        body: outlineInput,
        response: { 200: emptyResponse, ...changeErrors },
      },
    },
    async (request) => {
      await service.reorder(who(request), request.params.id, request.body);
      return { message: 'Outline saved.', data: null };
    },
  );
};

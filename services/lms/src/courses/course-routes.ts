import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUCCESS_MESSAGE } from '@pamoja/contract/api-response';
import {
  courseChanges,
  courseDetailResponse,
  courseInput,
  courseListQuery,
  courseListResponse,
  courseParams,
  courseResponse,
  instructorListResponse,
} from '@pamoja/contract/courses';
import { listResponse } from '@pamoja/server-kit/routes/list-response';
import type { CourseService } from './course-service';
import { projectHeaderSchema as projectHeaders } from '../learning-caller';
import { emptyResponse, errors, security } from '../route-kit';
import { viewerOf } from './viewer';

const tags = ['courses'];

export const courseRoutes: FastifyPluginAsyncZod<{
  service: CourseService;
  defaultProject: string;
  guard: preHandlerAsyncHookHandler;
}> = async (app, { service, defaultProject, guard }) => {
  const base = { preHandler: guard };
  const headers = projectHeaders;
  const params = courseParams;

  app.get(
    '/courses',
    {
      ...base,
      schema: {
        tags,
        security,
        operationId: 'listCourses',
        summary: 'Courses the caller may see, newest first (10 per page)',
        headers,
        querystring: courseListQuery,
        response: { 200: courseListResponse, ...errors(400, 401, 403) },
      },
    },
    async (request) =>
      listResponse(
        request.query,
        await service.list(viewerOf(request, defaultProject), request.query),
      ),
  );

  app.get(
    '/courses/:id',
    {
      ...base,
      schema: {
        tags,
        security,
        operationId: 'getCourse',
        summary: 'A course by id or slug, with its sections, lessons and instructors',
        headers,
        params,
        response: { 200: courseDetailResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      message: SUCCESS_MESSAGE,
      data: await service.detail(viewerOf(request, defaultProject), request.params.id),
    }),
  );

  app.post(
    '/courses',
    {
      ...base,
      schema: {
        tags,
        security,
        operationId: 'createCourse',
        summary: 'Create a draft course (INSTRUCTOR or ADMIN); the creator teaches it',
        headers,
        body: courseInput,
        response: { 201: courseResponse, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const data = await service.create(viewerOf(request, defaultProject), request.body);
      return reply.status(201).send({ message: 'Course created.', data });
    },
  );

  app.put(
    '/courses/:id',
    {
      ...base,
      schema: {
        tags,
        security,
        operationId: 'updateCourse',
        summary: "Change a course's details (its instructors or ADMIN)",
        headers,
        params,
        body: courseChanges,
        response: { 200: courseResponse, ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (request) => ({
      message: 'Course saved.',
      data: await service.update(
        viewerOf(request, defaultProject),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/courses/:id',
    {
      ...base,
      schema: {
        tags,
        security,
        operationId: 'deleteCourse',
        summary: 'Delete a draft course nobody is enrolled in',
        headers,
        params,
        response: { 200: emptyResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await service.remove(viewerOf(request, defaultProject), request.params.id);
      return { message: 'Course deleted.', data: null };
    },
  );

  app.put(
    '/courses/:id/publish',
    {
      ...base,
      schema: {
        tags,
        security,
        operationId: 'publishCourse',
        summary: 'Publish a course (it needs at least one lesson)',
        headers,
        params,
        response: { 200: courseResponse, ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (request) => ({
      message: 'Course published.',
      data: await service.publish(viewerOf(request, defaultProject), request.params.id),
    }),
  );

  app.put(
    '/courses/:id/archive',
    {
      ...base,
      schema: {
        tags,
        security,
        operationId: 'archiveCourse',
        summary: 'Archive a course: no new enrolments, its learners keep it',
        headers,
        params,
        response: { 200: courseResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      message: 'Course archived.',
      data: await service.archive(viewerOf(request, defaultProject), request.params.id),
    }),
  );

  app.get(
    '/instructors',
    {
      ...base,
      schema: {
        tags: ['instructors'],
        security,
        operationId: 'listInstructors',
        summary: 'People who teach a course of the project, with how many',
        headers,
        response: { 200: instructorListResponse, ...errors(400, 401, 403) },
      },
    },
    async (request) => ({
      message: SUCCESS_MESSAGE,
      data: await service.instructors(viewerOf(request, defaultProject)),
    }),
  );
};

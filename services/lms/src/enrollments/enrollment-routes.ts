import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkEnrollmentResponse,
  courseEnrollmentListResponse,
  courseEnrollmentsParams,
  enrollmentInput,
  enrollmentParams,
  enrollmentResponse,
  myEnrollmentListResponse,
  myEnrollmentsQuery,
} from '@pamoja/contract/enrollments';
import { listResponse } from '@pamoja/server-kit/routes/list-response';
import { viewerOf } from '../courses/courses-module';
import { projectHeaderSchema as headers } from '../learning-caller';
import { errors, security } from '../route-kit';
import type { EnrollmentService } from './enrollment-service';

const tags = ['enrollments'];

export const enrollmentRoutes: FastifyPluginAsyncZod<{
  service: EnrollmentService;
  defaultProject: string;
  guard: preHandlerAsyncHookHandler;
}> = async (app, { service, defaultProject, guard }) => {
  app.post(
    '/enrollments',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        headers,
        operationId: 'enrol',
        summary:
          'Enrol yourself in a published course, or (its instructors, ADMIN) the people listed in userIds',
        body: enrollmentInput,
        response: {
          201: z.union([enrollmentResponse, bulkEnrollmentResponse]),
          ...errors(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request, defaultProject);
      const { courseId, userIds } = request.body;
      if (userIds) {
        const data = await service.enrolOthers(viewer, { courseId, userIds });
        return reply.status(201).send({ message: 'Enrolments saved.', data });
      }
      const data = await service.enrolSelf(viewer, courseId);
      return reply.status(201).send({ message: 'You are enrolled.', data });
    },
  );

  app.get(
    '/enrollments/me',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        headers,
        operationId: 'myEnrollments',
        summary: "The caller's enrolments, newest first, with course title and percent done",
        querystring: myEnrollmentsQuery,
        response: { 200: myEnrollmentListResponse, ...errors(400, 401, 403) },
      },
    },
    async (request) =>
      listResponse(
        request.query,
        await service.mine(viewerOf(request, defaultProject), request.query),
      ),
  );

  app.get(
    '/courses/:id/enrollments',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        headers,
        operationId: 'courseEnrollments',
        summary:
          "A course's learners with their progress (its instructors and ADMIN), newest first",
        params: courseEnrollmentsParams,
        querystring: myEnrollmentsQuery,
        response: { 200: courseEnrollmentListResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) =>
      listResponse(
        request.query,
        await service.ofCourse(viewerOf(request, defaultProject), request.params.id, request.query),
      ),
  );

  app.put(
    '/enrollments/:id/withdraw',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        headers,
        operationId: 'withdrawEnrollment',
        summary: 'Withdraw from a course (the learner or ADMIN); enrolling again reactivates it',
        params: enrollmentParams,
        response: { 200: enrollmentResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      message: 'You have withdrawn from the course.',
      data: await service.withdraw(viewerOf(request, defaultProject), request.params.id),
    }),
  );
};

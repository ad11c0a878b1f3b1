import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseParams } from '@pamoja/contract/courses';
import {
  certificateListResponse,
  certificateResponse,
  courseCertificateListQuery,
  learningIdParams,
  revokeInput,
} from '@pamoja/contract/learning-credentials';
import { conflict, forbidden, notFound } from '@pamoja/server-kit/errors';
import { listResponse } from '@pamoja/server-kit/routes/list-response';
import type { CourseAccess } from '../courses/courses-module';
import { callerOf, projectHeaderSchema as headers } from '../learning-caller';
import { errors, security } from '../route-kit';
import { toCertificate } from './certificate-dto';
import type { CertificateRepository } from './certificate-repository';

const tags = ['certificates'];

const notTheirs = () =>
  forbidden(
    "Only the course's instructors or an administrator can revoke its certificates.",
    'NOT_COURSE_INSTRUCTOR',
  );

/**
 * What the people running a course do with its certificates: list them and revoke one. The same
 * people as for the course's learners: its instructors and the project's ADMIN.
 */
export const courseCertificateRoutes: FastifyPluginAsyncZod<{
  repository: CertificateRepository;
  courses: CourseAccess;
  webOrigin: string;
  defaultProject: string;
  guard: preHandlerAsyncHookHandler;
}> = async (app, { repository, courses, webOrigin, defaultProject, guard }) => {
  app.get(
    '/courses/:id/certificates',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        headers,
        operationId: 'courseCertificates',
        summary: "A course's certificates, newest first (its instructors and ADMIN)",
        params: courseParams,
        querystring: courseCertificateListQuery,
        response: { 200: certificateListResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = callerOf(request, defaultProject);
      // A course the caller may not see is 404, one they see but do not teach 403.
      const course = await courses.editable(caller, request.params.id);
      const page = await repository.ofCourse(caller.project, course.id, request.query);
      const items = page.rows.map((row) => toCertificate(row, webOrigin));
      return listResponse(request.query, { items, total: page.total });
    },
  );

  app.put(
    '/certificates/:id/revoke',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        headers,
        operationId: 'revokeCertificate',
        summary:
          "Revokes a certificate (the course's instructors or ADMIN), with the reason shown on its public page",
        params: learningIdParams,
        body: revokeInput,
        response: { 200: certificateResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = callerOf(request, defaultProject);
      // A learner hears no, before anything is looked up: no certificate of theirs to revoke.
      if (!caller.isAdmin && !caller.isInstructor) throw notTheirs();
      const { id } = request.params;
      const row = await repository.byId(caller.project, id);
      if (!row) throw notFound('The certificate');
      if (!caller.isAdmin && !(await courses.teaches(caller, row.course_id))) throw notTheirs();
      const revoked = await repository.revoke(
        caller.project,
        id,
        request.body.reason,
        caller.userId,
      );
      if (!revoked) throw conflict('This certificate is already revoked.', 'ALREADY_REVOKED');
      return { message: 'Certificate revoked.', data: toCertificate(revoked, webOrigin) };
    },
  );
};

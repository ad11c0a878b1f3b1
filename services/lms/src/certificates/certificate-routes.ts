import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUCCESS_MESSAGE } from '@pamoja/contract/api-response';
import {
  certificateListQuery,
  certificateListResponse,
  credentialResponse,
  learningIdParams,
} from '@pamoja/contract/learning-credentials';
import { notFound } from '@pamoja/server-kit/errors';
import { callerOf, projectHeaderSchema } from '../learning-caller';
import { errors } from '../route-kit';
import { certificatePdf } from './certificate-pdf';
import { toCertificate, verifyUrlOf } from './certificate-dto';
import type { CertificateRepository } from './certificate-repository';
import type { CredentialSigner } from './credential-signer';
import { openBadgePayload } from './open-badge';

const tags = ['certificates'];
const security = [{ bearerAuth: [] }];
const pdfBytes = z.string().meta({ format: 'binary', description: 'The certificate as a PDF.' });

export const certificateRoutes: FastifyPluginAsyncZod<{
  repository: CertificateRepository;
  signer: CredentialSigner;
  webOrigin: string;
  defaultProject: string;
  guard: preHandlerAsyncHookHandler;
}> = async (app, { repository, signer, webOrigin, defaultProject, guard }) => {
  /** The caller's own certificate, or any of the project's for an ADMIN; others hear 404. */
  async function readable(request: FastifyRequest, id: string) {
    const caller = callerOf(request, defaultProject);
    const row = await repository.byId(caller.project, id);
    if (!row || (row.user_id !== caller.userId && !caller.isAdmin))
      throw notFound('The certificate');
    return row;
  }

  app.get(
    '/certificates/me',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        operationId: 'listMyCertificates',
        summary: "The caller's certificates in the project, newest first",
        headers: projectHeaderSchema,
        querystring: certificateListQuery,
        response: { 200: certificateListResponse, ...errors(400, 401) },
      },
    },
    async (request) => {
      const caller = callerOf(request, defaultProject);
      const page = await repository.mine(caller.project, caller.userId, request.query);
      return {
        message: SUCCESS_MESSAGE,
        data: page.rows.map((row) => toCertificate(row, webOrigin)),
        pagination: { page: request.query.page, limit: request.query.limit, total: page.total },
      };
    },
  );

  app.get(
    '/certificates/:id/pdf',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        operationId: 'downloadCertificatePdf',
        summary: 'The certificate as a PDF, for its owner or an ADMIN',
        produces: ['application/pdf', 'application/json'],
        headers: projectHeaderSchema,
        params: learningIdParams,
        response: { 200: pdfBytes, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const row = await readable(request, request.params.id);
      const pdf = await certificatePdf({
        learnerName: row.learner_name,
        courseTitle: row.course_title,
        issuedAt: row.issued_at,
        code: row.code,
        verifyUrl: verifyUrlOf(webOrigin, row.code),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="certificate-${row.code}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf) as never);
    },
  );

  app.get(
    '/certificates/:id/credential',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        operationId: 'getCertificateCredential',
        summary: 'The certificate as an Open Badges 3.0 credential, signed as a VC-JWT (EdDSA)',
        headers: projectHeaderSchema,
        params: learningIdParams,
        response: { 200: credentialResponse, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const row = await readable(request, request.params.id);
      const payload = openBadgePayload(row, { webOrigin, name: 'Pamoja' });
      const jwt = await signer.sign(payload);
      return {
        message: SUCCESS_MESSAGE,
        data: { jwt, credential: payload.vc as Record<string, unknown> },
      };
    },
  );
};

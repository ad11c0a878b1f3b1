import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUCCESS_MESSAGE } from '@pamoja/contract/api-response';
import {
  certificateVerificationResponse,
  jwksResponse,
  verifyParams,
} from '@pamoja/contract/learning-credentials';
import { notFound } from '@pamoja/server-kit/errors';
import { errors } from '../route-kit';
import type { CertificateRepository } from './certificate-repository';
import type { CredentialSigner } from './credential-signer';

/** Public routes: anyone holding a certificate's code, and verifiers of its credential. */
export const verificationRoutes: FastifyPluginAsyncZod<{
  repository: CertificateRepository;
  signer: CredentialSigner;
}> = async (app, { repository, signer }) => {
  app.get(
    '/certificates/verify/:code',
    {
      schema: {
        tags: ['certificates'],
        operationId: 'verifyCertificate',
        summary: 'Whether a certificate code is valid or revoked (public)',
        params: verifyParams,
        response: { 200: certificateVerificationResponse, ...errors(400, 404) },
      },
    },
    async (request) => {
      const row = await repository.byCode(request.params.code);
      if (!row) throw notFound('The certificate');
      return {
        message: SUCCESS_MESSAGE,
        data: {
          code: row.code,
          status: row.revoked_at ? ('REVOKED' as const) : ('VALID' as const),
          learnerName: row.learner_name,
          courseTitle: row.course_title,
          issuedAt: row.issued_at.toISOString(),
          revokedAt: row.revoked_at?.toISOString() ?? null,
          revokeReason: row.revoke_reason,
        },
      };
    },
  );

  app.get(
    '/.well-known/jwks.json',
    {
      schema: {
        tags: ['certificates'],
        operationId: 'credentialJwks',
        summary: 'The public keys that verify certificate credentials (JWKS, public)',
        response: { 200: jwksResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return signer.jwks();
    },
  );
};

import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@pamoja/contract/api-response';
import {
  FILE_PDF_MAX_BYTES,
  fileContentTypes,
  fileParams,
  fileResponse,
} from '@pamoja/contract/files';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import type { BlobStore } from '@pamoja/server-kit/blob-store/create-blob-store';
import { attemptLimits } from '@pamoja/server-kit/rate-limit';
import type { MainDb } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import { inlineDisposition } from './file-name';
import { createFilesService } from './files-service';
import { fileTooLarge } from './file-kind';
import { readSingleUpload } from '@pamoja/server-kit/uploads/read-single-upload';

const tags = ['files'];
const security = [{ bearerAuth: [], organisation: [] }];
const fileBytes = z
  .string()
  .meta({ format: 'binary', description: 'The bytes, with the stored Content-Type.' });
const errors = (statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorResponseSchema]));

/** `file-upload/single` and `files/{id}`: any signed-in person uploads; readers are checked. */
export const filesRoutes: FastifyPluginAsyncZod<{
  identity: IdentityModule;
  db: MainDb;
  store: BlobStore;
}> = async (app, { identity, db, store }) => {
  const files = createFilesService(db, store);
  // x-organization is optional: when sent (and the caller belongs), the file is the organisation's.
  const signedIn = identity.guard({ organisation: 'optional' });
  // Each upload writes up to 10 MB: a budget per minute, three times a login's (a product's
  // photos come in a burst).
  const limits = attemptLimits(
    app,
    { perIp: identity.limits.perIp * 3, perAccount: identity.limits.perAccount * 3 },
    (request) => request.auth?.userId,
  );
  // The cap is the largest kind's (PDF); images are held to theirs once the content is known.
  await app.register(multipart, {
    limits: { fileSize: FILE_PDF_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });

  app.post(
    '/file-upload/single',
    {
      preHandler: [signedIn, limits],
      schema: {
        tags,
        security,
        operationId: 'uploadFile',
        summary: 'Upload one PNG, JPEG or WebP image (up to 2 MB) or PDF (up to 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: fileResponse, ...errors([400, 401, 403, 404, 413, 415, 429]) },
      },
    },
    async (request, reply) => {
      const data = await files.upload(
        currentAuth(request),
        await readSingleUpload(request, () => fileTooLarge()),
      );
      return reply.status(201).send({ message: 'File uploaded.', data });
    },
  );

  app.get(
    '/files/:id',
    {
      preHandler: signedIn,
      schema: {
        tags,
        security,
        operationId: 'getFile',
        summary: "The file's bytes, for its owner, its organisation's members and SUPER_ADMIN",
        // Errors are JSON, whatever kind of file was asked for.
        produces: [...fileContentTypes, 'application/json'],
        params: fileParams,
        // Documentation only: a Buffer reply is sent as it is, never serialised.
        response: { 200: fileBytes, ...errors([401, 403, 404]) },
      },
    },
    async (request, reply) => {
      const { file, bytes } = await files.read(currentAuth(request), request.params.id);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', inlineDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .header('vary', 'Authorization')
        .send(bytes as never);
    },
  );
};

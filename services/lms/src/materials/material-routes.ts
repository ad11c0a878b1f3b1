import multipart from '@fastify/multipart';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enrollmentParams } from '@pamoja/contract/enrollments';
import { materialParams, materialResponse } from '@pamoja/contract/lessons';
import { viewerOf } from '../courses/courses-module';
import { projectHeaderSchema as headers } from '../learning-caller';
import { errors, security } from '../route-kit';
import type { MaterialService } from './material-service';
import { readSingleUpload } from '@pamoja/server-kit/uploads/read-single-upload';
import { MATERIAL_MAX_BYTES, materialTooLarge } from './material-kind';

const tags = ['lessons'];

export const materialRoutes: FastifyPluginAsyncZod<{
  service: MaterialService;
  defaultProject: string;
  guard: preHandlerAsyncHookHandler;
}> = async (app, { service, defaultProject, guard }) => {
  // The cap is the largest kind's (PDF); images are held to theirs once the content is known.
  await app.register(multipart, {
    limits: { fileSize: MATERIAL_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });

  app.post(
    '/lessons/:id/materials',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        headers,
        operationId: 'uploadMaterial',
        summary: 'Attach a PDF (up to 20 MB) or a PNG, JPEG or WebP image (up to 5 MB) to a lesson',
        consumes: ['multipart/form-data'],
        params: enrollmentParams,
        response: { 201: materialResponse, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request, defaultProject);
      const data = await service.upload(
        viewer,
        request.params.id,
        await readSingleUpload(request, () => materialTooLarge()),
      );
      return reply.status(201).send({ message: 'Material uploaded.', data });
    },
  );

  app.get(
    '/lessons/:id/materials/:materialId',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        headers,
        operationId: 'getMaterial',
        summary: "A material's bytes, for the course's learners and instructors",
        produces: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'application/json'],
        params: materialParams,
        response: {
          200: z.string().meta({ format: 'binary' }),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { material, bytes } = await service.read(
        viewerOf(request, defaultProject),
        request.params.id,
        request.params.materialId,
      );
      return reply
        .header('content-type', material.contentType)
        .header(
          'content-disposition',
          `inline; filename="${material.name.replace(/[^\x20-\x7e]/g, '_')}"`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .send(bytes as never);
    },
  );
};

import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '@pamoja/server-kit/errors';
import { materialTooLarge } from './material-kind';

export interface Upload {
  bytes: Buffer;
  declaredName: string;
}

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
const oneFile = () =>
  badRequest('Send exactly one file, in a form field named "file", per upload.');

/** The one file of a multipart request; a second file is refused, never silently dropped. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  let upload: Upload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (upload || part.fieldname !== 'file') throw oneFile();
      upload = { bytes: await part.toBuffer(), declaredName: part.filename };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    switch (codeOf(error)) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw materialTooLarge();
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        throw new AppError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the file as multipart/form-data, in a field named "file".',
        );
      case 'FST_FILES_LIMIT':
        throw oneFile();
      default:
        throw badRequest('The upload could not be read: please send the file again.');
    }
  }
  if (!upload) throw badRequest('Attach the file in a form field named "file".');
  return upload;
}

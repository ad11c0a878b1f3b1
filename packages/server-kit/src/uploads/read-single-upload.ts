import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors';

export interface Upload {
  bytes: Buffer;
  /** As the browser declared it; only used, cleaned, as the file's display name. */
  declaredName: string;
}

const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

const oneFile = () =>
  badRequest('Send exactly one file, in a form field named "file", per upload.');

/**
 * The one file of a multipart request, whole. Every part is read, so a second file is noticed
 * (and refused) rather than silently dropped. Other fields are ignored. `tooLarge` says the
 * caller's own size limit.
 */
export async function readSingleUpload(
  request: FastifyRequest,
  tooLarge: () => AppError,
): Promise<Upload> {
  let upload: Upload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (upload || part.fieldname !== 'file') throw oneFile();
      upload = { bytes: await part.toBuffer(), declaredName: part.filename };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw translate(error, tooLarge);
  }
  if (!upload) throw badRequest('Attach the file in a form field named "file".');
  return upload;
}

/** @fastify/multipart's errors, as sentences that say what to send instead. */
function translate(error: unknown, tooLarge: () => AppError): AppError {
  switch (errorCode(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Send the file as multipart/form-data, in a field named "file".',
      );
    case 'FST_FILES_LIMIT':
      return oneFile();
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest('Send only the file, in a form field named "file".');
    default:
      return badRequest('The upload could not be read: please send the file again.');
  }
}

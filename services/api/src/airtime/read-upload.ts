import type { FastifyRequest } from 'fastify';
import { AIRTIME_IMPORT_MAX_BYTES } from '@pamoja/contract/airtime';
import { AppError, badRequest } from '@pamoja/server-kit/errors';

const MB = AIRTIME_IMPORT_MAX_BYTES / (1024 * 1024);

const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/** The one file of a multipart request, whole, or a 4xx that says how to send it. */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') {
      throw badRequest('Attach the member list (CSV or XLSX) in a form field named "file".');
    }
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    switch (errorCode(error)) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new AppError(
          413,
          'FILE_TOO_LARGE',
          `The file is larger than ${MB} MB: split it into smaller files.`,
        );
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        throw new AppError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the file as multipart/form-data with a field named "file".',
        );
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
        throw badRequest('Send one file at a time.');
      default:
        throw badRequest('The upload could not be read: please send the file again.');
    }
  }
}

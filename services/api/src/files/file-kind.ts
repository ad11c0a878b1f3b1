import { fileTypeFromBuffer } from 'file-type';
import {
  ACCEPTED_FILES_SENTENCE,
  FILE_IMAGE_MAX_BYTES,
  FILE_PDF_MAX_BYTES,
  fileKinds,
  type FileContentType,
} from '@pamoja/contract/files';
import { AppError, badRequest } from '@pamoja/server-kit/errors';

const isAccepted = (mime: string): mime is FileContentType => Object.hasOwn(fileKinds, mime);
const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/**
 * What an upload is, read from its first bytes: the name and type the browser declared are never
 * trusted (a script renamed `.png` stays a script). Anything but the accepted kinds is a 415, and
 * a file over its kind's cap a 413.
 */
export async function fileKindOf(bytes: Buffer): Promise<FileContentType> {
  if (bytes.length === 0) throw badRequest('The file is empty: choose the file again.');
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isAccepted(detected.mime)) {
    const found = detected ? ` (this one is ${detected.ext.toUpperCase()})` : '';
    throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', `Upload ${ACCEPTED_FILES_SENTENCE}${found}.`);
  }
  const { maxBytes } = fileKinds[detected.mime];
  if (bytes.length > maxBytes) {
    const what = detected.mime === 'application/pdf' ? 'A PDF' : 'An image';
    throw fileTooLarge(`${what} can be at most ${megabytes(maxBytes)}: upload a smaller file.`);
  }
  return detected.mime;
}

export const fileTooLarge = (
  message = `Files can be at most ${megabytes(FILE_PDF_MAX_BYTES)} (images ${megabytes(FILE_IMAGE_MAX_BYTES)}): upload a smaller file.`,
) => new AppError(413, 'FILE_TOO_LARGE', message);

import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest } from '@pamoja/server-kit/errors';

const MB = 1024 * 1024;
/** What a lesson material may be, decided by its content, each kind with its own cap. */
export const materialKinds = {
  'application/pdf': { extension: 'pdf', maxBytes: 20 * MB },
  'image/png': { extension: 'png', maxBytes: 5 * MB },
  'image/jpeg': { extension: 'jpg', maxBytes: 5 * MB },
  'image/webp': { extension: 'webp', maxBytes: 5 * MB },
} as const;
export type MaterialType = keyof typeof materialKinds;
export const MATERIAL_MAX_BYTES = 20 * MB;

const isAccepted = (mime: string): mime is MaterialType => Object.hasOwn(materialKinds, mime);

export const materialTooLarge = (
  message = 'A PDF can be at most 20 MB and an image at most 5 MB: upload a smaller file.',
) => new AppError(413, 'FILE_TOO_LARGE', message);

/**
 * The kind of an upload, read from its first bytes; the declared name and type are never
 * trusted. Anything else is a 415, and a file over its kind's cap a 413.
 */
export async function materialKindOf(bytes: Buffer): Promise<MaterialType> {
  if (bytes.length === 0) throw badRequest('The file is empty: choose the file again.');
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isAccepted(detected.mime))
    throw new AppError(
      415,
      'UNSUPPORTED_FILE_TYPE',
      'Upload a PDF of up to 20 MB, or a PNG, JPEG or WebP image of up to 5 MB.',
    );
  if (bytes.length > materialKinds[detected.mime].maxBytes)
    throw materialTooLarge(
      detected.mime === 'application/pdf'
        ? 'A PDF can be at most 20 MB: upload a smaller file.'
        : 'An image can be at most 5 MB: upload a smaller file.',
    );
  return detected.mime;
}

/** The name to show: the last path segment sent, cleaned, ending as its real kind. */
export function materialName(declared: string | undefined, kind: MaterialType): string {
  const base = (declared ?? '')
    .split(/[\\/]/)
    .at(-1)!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"\\]/g, '')
    .trim()
    .slice(0, 120);
  const extension = materialKinds[kind].extension;
  const stem = base.replace(/\.[^.]*$/, '') || 'material';
  return `${stem}.${extension}`;
}

import { z } from 'zod';
import { successResponse } from './api-response';

/** Largest image (PNG, JPEG, WebP) an upload may be: 2 MB. */
export const FILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Largest PDF an upload may be: 10 MB. */
export const FILE_PDF_MAX_BYTES = 10 * 1024 * 1024;

/** What an upload may be, decided by its content; each with its own size cap. */
export const fileKinds = {
  'image/png': { extension: 'png', maxBytes: FILE_IMAGE_MAX_BYTES },
  'image/jpeg': { extension: 'jpg', maxBytes: FILE_IMAGE_MAX_BYTES },
  'image/webp': { extension: 'webp', maxBytes: FILE_IMAGE_MAX_BYTES },
  'application/pdf': { extension: 'pdf', maxBytes: FILE_PDF_MAX_BYTES },
} as const;
export type FileContentType = keyof typeof fileKinds;
export const fileContentTypes = Object.keys(fileKinds) as [FileContentType, ...FileContentType[]];
export const fileContentTypeSchema = z.enum(fileContentTypes);

/** An uploaded file; `url` serves its bytes to whoever may read it. */
export const fileSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  contentType: fileContentTypeSchema,
  size: z.number().int().min(0),
  name: z.string(),
});
export type FileDto = z.infer<typeof fileSchema>;
export const fileResponse = successResponse(fileSchema);

/** Any text: an id that is not a file's is answered 404 like a missing one, never 400. */
export const fileParams = z.object({ id: z.string().max(100) });

/** How the accepted kinds are named in messages and docs. */
export const ACCEPTED_FILES_SENTENCE =
  'a PNG, JPEG or WebP image of up to 2 MB, or a PDF of up to 10 MB';

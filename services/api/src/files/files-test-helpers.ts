import type { FastifyInstance } from 'fastify';
import type { FileDto } from '@pamoja/contract/files';
import { bearer } from '../../test/identity-helpers';
import { multipart, type Part } from './file-fixtures';

/** Request headers of a person, optionally for an organisation. */
export type Who = Record<string, string>;
export const asPerson = (session: { accessToken: string }): Who => bearer(session);

/** `POST /file-upload/single` with the given parts. */
export function uploadParts(app: FastifyInstance, who: Who, parts: Part[]) {
  const { body, contentType } = multipart(parts);
  return app.inject({
    method: 'POST',
    url: '/api/v1/file-upload/single',
    headers: { ...who, 'content-type': contentType },
    payload: body,
  });
}

/** Uploads one file and returns what the service answered, failing loudly otherwise. */
export async function uploaded(
  app: FastifyInstance,
  who: Who,
  content: Buffer,
  fileName = 'photo.png',
): Promise<FileDto> {
  const response = await uploadParts(app, who, [{ fileName, content }]);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().data;
}

export const readFile = (app: FastifyInstance, who: Who | null, id: string) =>
  app.inject({ url: `/api/v1/files/${id}`, headers: who ?? {} });

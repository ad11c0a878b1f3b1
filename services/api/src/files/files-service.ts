import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FileContentType, FileDto } from '@pamoja/contract/files';
import type { AuthContext } from '@pamoja/server-kit/auth/guard';
import type { BlobStore } from '@pamoja/server-kit/blob-store/create-blob-store';
import { unreferencedOr } from '@pamoja/server-kit/db-errors';
import { notFound } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { createMembershipRepository } from '../organisations/organisations-module';
import { fileKindOf } from './file-kind';
import { storedFileName } from './file-name';
import { createFileRepository, type FileRow } from './files-repository';
import type { Upload } from '@pamoja/server-kit/uploads/read-single-upload';

export const fileUrl = (id: string) => `/api/v1/files/${id}`;

const toDto = (row: FileRow): FileDto => ({
  id: row.id,
  url: fileUrl(row.id),
  contentType: row.content_type as FileContentType,
  size: Number(row.size),
  name: row.original_name,
});

// One answer for "no such file" and "not yours": a caller cannot learn that an id exists.
const missing = () => notFound('File');

/** Uploads and reads (docs/domains/files.md). The bytes are in the blob store, keyed by id. */
export function createFilesService(db: Kysely<MainDatabase>, store: BlobStore) {
  const files = createFileRepository(db);
  const memberships = createMembershipRepository(db);

  async function mayRead(auth: AuthContext, row: FileRow) {
    if (row.owner_id === auth.userId || auth.role === 'SUPER_ADMIN') return true;
    if (!row.organisation_id) return false;
    return (await memberships.find(row.organisation_id, auth.userId)) !== undefined;
  }

  return {
    /** Stores the file for its uploader and, when the request names one, their organisation. */
    async upload(auth: AuthContext, upload: Upload): Promise<FileDto> {
      const kind = await fileKindOf(upload.bytes);
      const id = randomUUID();
      // Bytes first: a row never points at nothing. If the row then fails, the bytes go too.
      await store.put(id, upload.bytes, kind);
      try {
        const row = await unreferencedOr(
          () =>
            files.insert({
              id,
              ownerId: auth.userId,
              organisationId: auth.organisationId,
              contentType: kind,
              size: upload.bytes.length,
              originalName: storedFileName(upload.declaredName, kind),
            }),
          () => notFound('Organisation'),
        );
        return toDto(row);
      } catch (error) {
        // The row's failure is the one to report; bytes left behind would only be unreachable.
        await store.remove(id).catch(() => undefined);
        throw error;
      }
    },

    /** The file and its bytes, for its owner, members of its organisation and SUPER_ADMIN. */
    async read(auth: AuthContext, id: string) {
      const row = await files.find(id);
      if (!row || !(await mayRead(auth, row))) throw missing();
      const blob = await store.get(row.id);
      if (!blob) throw missing();
      return { file: toDto(row), bytes: blob.bytes };
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;

import type { Kysely, Selectable } from 'kysely';
import type { MainDatabase } from '../db/schema';

export type FileRow = Selectable<MainDatabase['files']>;

export interface NewFileRow {
  id: string;
  ownerId: string;
  organisationId: string | null;
  contentType: string;
  size: number;
  originalName: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is not a UUID names no file; PostgreSQL would refuse to compare it. */
export const isFileId = (id: string) => UUID.test(id);

/** File metadata; the bytes are in the blob store under the same id. */
export function createFileRepository(db: Kysely<MainDatabase>) {
  return {
    async insert(file: NewFileRow): Promise<FileRow> {
      return db
        .insertInto('files')
        .values({
          id: file.id,
          owner_id: file.ownerId,
          organisation_id: file.organisationId,
          content_type: file.contentType,
          size: file.size,
          original_name: file.originalName,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async find(id: string): Promise<FileRow | undefined> {
      if (!isFileId(id)) return undefined;
      return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Whether the file exists and is the user's own or belongs to the given organisation. */
    async usable(id: string, userId: string, organisationId: string | null): Promise<boolean> {
      if (!isFileId(id)) return false;
      const row = await db
        .selectFrom('files')
        .select('id')
        .where('id', '=', id)
        .where((eb) =>
          organisationId
            ? eb.or([eb('owner_id', '=', userId), eb('organisation_id', '=', organisationId)])
            : eb('owner_id', '=', userId),
        )
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

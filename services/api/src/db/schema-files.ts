import type { ColumnType, Generated } from 'kysely';

/** Uploaded files (migration 0007); the bytes live in the blob store under the row's id. */
export interface FileTables {
  files: {
    id: Generated<string>;
    owner_id: string;
    /** The organisation the upload was made for (`x-organization`), if any. */
    organisation_id: string | null;
    content_type: string;
    size: ColumnType<bigint, bigint | number, never>;
    original_name: string;
    created_at: ColumnType<Date, never, never>;
  };
}

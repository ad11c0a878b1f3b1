import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Metadata only: the bytes sit in the blob store (disk or S3) under the row's id.
  await db.schema
    .createTable('files')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('organisation_id', 'uuid', (c) => c.references('organisations.id'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull().check(sql`size >= 0`))
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .execute();
  await db.schema.createIndex('files_owner_idx').on('files').column('owner_id').execute();
  await db.schema
    .createIndex('files_organisation_idx')
    .on('files')
    .column('organisation_id')
    .execute();
}

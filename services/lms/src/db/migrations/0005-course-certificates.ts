import type { Kysely } from 'kysely';

/**
 * A course's certificates for its instructors (`GET courses/{id}/certificates`): the page comes
 * from one index in order, newest first, instead of reading the project's certificates (the
 * only index so far is per learner).
 */
// Migrations are frozen in time: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('certificates_course_idx')
    .on('certificates')
    .columns(['project', 'course_id', 'issued_at desc', 'id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('certificates_course_idx').execute();
}

import { sql, type Kysely } from 'kysely';

/**
 * The catalogue at 10,000 courses (docs/domains/courses.md#bench): its newest-first pages and
 * counts read one index in order, and `search` (ILIKE on title or summary) uses trigram indexes
 * instead of reading every course of the project.
 */
// Migrations are frozen in time: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // A page stops after its rows instead of sorting the project. Status and category ride at the
  // end of the key (the builder has no INCLUDE) so the list's count is an index-only scan.
  await db.schema
    .createIndex('courses_catalogue_idx')
    .on('courses')
    .columns(['project', 'created_at desc', 'id', 'status', 'category'])
    .execute();
  await sql`create extension if not exists pg_trgm`.execute(db);
  // The extension may live in another schema than public on a managed server: ask where.
  const { rows } = await sql<{ schema: string }>`
    select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'
  `.execute(db);
  const trigram = sql`${sql.id(rows[0]!.schema)}.gin_trgm_ops`;
  for (const column of ['title', 'summary'])
    await db.schema
      .createIndex(`courses_${column}_search_idx`)
      .on('courses')
      .using('gin')
      .expression(sql`${sql.ref(column)} ${trigram}`)
      .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'courses_summary_search_idx',
    'courses_title_search_idx',
    'courses_catalogue_idx',
  ])
    await db.schema.dropIndex(index).execute();
}

import { sql, type Kysely } from 'kysely';

/**
 * The catalogue's search without rechecking whole courses (docs/domains/courses.md#search):
 * `course_search` holds, per course, what a search filters on and its title and summary in lower
 * case, kept by a row trigger on `courses`. Every trigram match must be rechecked against its
 * text: here it is one of about 36 narrow rows a page instead of 17 wide ones, and a LIKE on text
 * already lowered where ILIKE lowered both texts of every match again.
 */

const COPIED = `project, status, category, created_at, lower(title), lower(summary)`;
const INDEXED = ['title', 'summary'] as const;

// Migrations are frozen in time: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table learning.course_search (
    course_id uuid primary key references learning.courses (id) on delete cascade,
    project text not null,
    status text not null,
    category text not null,
    created_at timestamptz not null,
    title text not null,
    summary text not null
  )`.execute(db);
  await sql
    .raw(`insert into learning.course_search select id, ${COPIED} from learning.courses`)
    .execute(db);
  // A course's row is locked before its search row, by the statement that changes the course,
  // so the trigger adds no lock order of its own.
  await sql
    .raw(
      `create function learning.course_search_follow() returns trigger language plpgsql as $$
      begin
        insert into learning.course_search as s
        select new.id, new.project, new.status, new.category, new.created_at,
          lower(new.title), lower(new.summary)
        on conflict (course_id) do update set project = excluded.project,
          status = excluded.status, category = excluded.category,
          created_at = excluded.created_at, title = excluded.title, summary = excluded.summary;
        return null;
      end $$`,
    )
    .execute(db);
  await sql`create trigger course_search_follow
    after insert or update of project, status, category, created_at, title, summary
    on learning.courses for each row execute function learning.course_search_follow()`.execute(db);
  const trigram = await trigramOperators(db);
  for (const column of INDEXED) {
    await sql`create index ${sql.id(`course_search_${column}_idx`)} on learning.course_search
      using gin (${sql.ref(column)} ${trigram})`.execute(db);
    await sql`drop index learning.${sql.id(`courses_${column}_search_idx`)}`.execute(db);
  }
  await sql`analyze learning.course_search`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const trigram = await trigramOperators(db);
  for (const column of INDEXED) {
    await sql`create index ${sql.id(`courses_${column}_search_idx`)} on learning.courses
      using gin (${sql.ref(column)} ${trigram})`.execute(db);
  }
  await sql`drop trigger course_search_follow on learning.courses`.execute(db);
  await sql`drop function learning.course_search_follow()`.execute(db);
  await sql`drop table learning.course_search`.execute(db);
}

/** pg_trgm's operator class, in whichever schema the extension lives (migration 0004). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function trigramOperators(db: Kysely<any>) {
  const { rows } = await sql<{ schema: string }>`
    select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'
  `.execute(db);
  return sql`${sql.id(rows[0]!.schema)}.gin_trgm_ops`;
}

import { sql, type Kysely } from 'kysely';

/**
 * The catalogue's totals without counting 10,000 courses a page (docs/domains/courses.md#bench):
 * `course_counts` holds the courses per project, status and category, kept exact by
 * statement-level triggers on `courses`. A statement's changes become one signed change per key,
 * applied in key order, so two statements lock the same counts in the same order.
 */

const rows = (table: string, sign: '+' | '-') =>
  `select project, status, category, ${sign}1 as delta from ${table}`;

const apply = (changes: string) => `
  insert into learning.course_counts as c (project, status, category, count)
  select project, status, category, sum(delta)
  from (${changes}) changes
  group by project, status, category
  having sum(delta) <> 0
  order by project, status, category
  on conflict (project, status, category) do update set count = c.count + excluded.count`;

const TRIGGERS = [
  ['insert', 'referencing new table as new_courses'],
  ['update', 'referencing old table as old_courses new table as new_courses'],
  ['delete', 'referencing old table as old_courses'],
] as const;

// Migrations are frozen in time: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table learning.course_counts (
    project text not null,
    status text not null,
    category text not null,
    count bigint not null,
    primary key (project, status, category)
  )`.execute(db);
  await sql.raw(apply(rows('learning.courses', '+'))).execute(db);
  await sql
    .raw(
      `create function learning.course_counts_follow() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          ${apply(rows('new_courses', '+'))};
        elsif tg_op = 'DELETE' then
          ${apply(rows('old_courses', '-'))};
        else
          ${apply(`${rows('new_courses', '+')} union all ${rows('old_courses', '-')}`)};
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  for (const [event, transitions] of TRIGGERS) {
    await sql
      .raw(
        `create trigger course_counts_${event} after ${event} on learning.courses ${transitions}
        for each statement execute function learning.course_counts_follow()`,
      )
      .execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [event] of TRIGGERS) {
    await sql`drop trigger ${sql.id(`course_counts_${event}`)} on learning.courses`.execute(db);
  }
  await sql`drop function learning.course_counts_follow()`.execute(db);
  await sql`drop table learning.course_counts`.execute(db);
}

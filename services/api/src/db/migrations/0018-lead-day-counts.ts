import { sql, type Kysely } from 'kysely';

/**
 * The admin home's leads funnel and series at a million leads (docs/domains/dashboard.md): live
 * leads counted per organisation, Nairobi day of capture and status now, kept by statement-level
 * triggers, so the home reads a few hundred rows instead of a quarter's leads.
 */

// A statement's changes as one signed count per (organisation, day, status), applied in key
// order so two statements touching the same counts lock them in the same order.
const APPLY = (changes: string) => `
  insert into main.lead_day_counts as c (organisation_id, day, status, count)
  select organisation_id, day, status, sum(delta)
  from (${changes}) changes
  group by organisation_id, day, status
  having sum(delta) <> 0
  order by organisation_id, day, status
  on conflict (organisation_id, day, status) do update set count = c.count + excluded.count`;

const ROWS = (table: string, sign: string) => `
  select organisation_id, (created_at at time zone 'Africa/Nairobi')::date as day, status,
    ${sign}1 as delta
  from ${table} where deleted_at is null`;

// Migrations are frozen in time: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table main.lead_day_counts (
    organisation_id uuid not null references main.organisations (id),
    day date not null,
    status text not null,
    -- No check (count >= 0): an upsert checks the row it proposes, and a status change proposes
    -- -1 for the status left before it meets that status's row.
    count bigint not null,
    primary key (organisation_id, day, status)
  )`.execute(db);
  await sql`insert into main.lead_day_counts (organisation_id, day, status, count)
    select organisation_id, (created_at at time zone 'Africa/Nairobi')::date, status, count(*)
    from main.leads where deleted_at is null group by 1, 2, 3`.execute(db);
  await sql
    .raw(
      `create function main.lead_day_counts_follow() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          ${APPLY(ROWS('new_leads', '+'))};
        elsif tg_op = 'DELETE' then
          ${APPLY(ROWS('old_leads', '-'))};
        else
          ${APPLY(`${ROWS('new_leads', '+')} union all ${ROWS('old_leads', '-')}`)};
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql`create trigger lead_day_counts_insert after insert on main.leads
    referencing new table as new_leads
    for each statement execute function main.lead_day_counts_follow()`.execute(db);
  await sql`create trigger lead_day_counts_update after update on main.leads
    referencing old table as old_leads new table as new_leads
    for each statement execute function main.lead_day_counts_follow()`.execute(db);
  await sql`create trigger lead_day_counts_delete after delete on main.leads
    referencing old table as old_leads
    for each statement execute function main.lead_day_counts_follow()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) {
    await sql`drop trigger ${sql.id(`lead_day_counts_${event}`)} on main.leads`.execute(db);
  }
  await sql`drop function main.lead_day_counts_follow()`.execute(db);
  await sql`drop table main.lead_day_counts`.execute(db);
}

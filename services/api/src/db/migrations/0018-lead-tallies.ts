import { sql, type Kysely } from 'kysely';

/**
 * Figures over a million leads without reading them (docs/domains/dashboard.md,
 * docs/domains/leads.md#figures), kept exact by statement-level triggers on `leads`:
 * - `lead_day_counts`: live leads per organisation, Nairobi day of capture and status now (the
 *   admin home's funnel and series);
 * - `lead_totals`: live leads per organisation, status, product and agent, with how many carry
 *   an amount and its sum (the stats without a date range).
 * A statement's changes become one signed change per key, applied in key order, so two
 * statements touching the same rows lock them in the same order. No `count >= 0` check: an
 * upsert checks the row it proposes, and a status change proposes -1 for the status it leaves.
 */

const live = (table: string, sign: '+' | '-') => `
  select organisation_id, (created_at at time zone 'Africa/Nairobi')::date as day, status,
    product_id, agent_id, ${sign}1 as delta,
    case when amount_cents is null then 0 else ${sign}1 end as amount_delta,
    ${sign}coalesce(amount_cents, 0) as sum_delta
  from ${table} where deleted_at is null`;

const apply = (changes: string) => [
  `insert into main.lead_day_counts as c (organisation_id, day, status, count)
  select organisation_id, day, status, sum(delta)
  from (${changes}) changes
  group by organisation_id, day, status
  having sum(delta) <> 0
  order by organisation_id, day, status
  on conflict (organisation_id, day, status) do update set count = c.count + excluded.count`,
  `insert into main.lead_totals as t
    (organisation_id, status, product_id, agent_id, count, with_amount, amount_sum)
  select organisation_id, status, product_id, agent_id, sum(delta), sum(amount_delta),
    sum(sum_delta)
  from (${changes}) changes
  group by organisation_id, status, product_id, agent_id
  having sum(delta) <> 0 or sum(amount_delta) <> 0 or sum(sum_delta) <> 0
  order by organisation_id, status, product_id, agent_id
  on conflict (organisation_id, status, product_id, agent_id) do update set
    count = t.count + excluded.count,
    with_amount = t.with_amount + excluded.with_amount,
    amount_sum = t.amount_sum + excluded.amount_sum`,
];

const TRIGGERS = [
  ['insert', 'referencing new table as new_leads'],
  ['update', 'referencing old table as old_leads new table as new_leads'],
  ['delete', 'referencing old table as old_leads'],
] as const;

// Migrations are frozen in time: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table main.lead_day_counts (
    organisation_id uuid not null references main.organisations (id),
    day date not null,
    status text not null,
    count bigint not null,
    primary key (organisation_id, day, status)
  )`.execute(db);
  await sql`create table main.lead_totals (
    organisation_id uuid not null references main.organisations (id),
    status text not null,
    product_id uuid not null,
    agent_id uuid not null,
    count bigint not null,
    with_amount bigint not null,
    amount_sum bigint not null,
    primary key (organisation_id, status, product_id, agent_id)
  )`.execute(db);
  for (const statement of apply(live('main.leads', '+'))) await sql.raw(statement).execute(db);
  await sql
    .raw(
      `create function main.lead_tallies_follow() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          ${apply(live('new_leads', '+')).join(';\n')};
        elsif tg_op = 'DELETE' then
          ${apply(live('old_leads', '-')).join(';\n')};
        else
          ${apply(`${live('new_leads', '+')} union all ${live('old_leads', '-')}`).join(';\n')};
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  for (const [event, transitions] of TRIGGERS) {
    await sql
      .raw(
        `create trigger lead_tallies_${event} after ${event} on main.leads ${transitions}
        for each statement execute function main.lead_tallies_follow()`,
      )
      .execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [event] of TRIGGERS) {
    await sql`drop trigger ${sql.id(`lead_tallies_${event}`)} on main.leads`.execute(db);
  }
  await sql`drop function main.lead_tallies_follow()`.execute(db);
  await sql`drop table main.lead_totals`.execute(db);
  await sql`drop table main.lead_day_counts`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * The leads report over a year without reading a year of leads and events
 * (docs/domains/leads.md#figures): per organisation and Nairobi day, how many live leads were
 * captured (`captured`) and how many were moved to each status (`to_<status>`; a lead counts
 * once a day per status, from its events), by product in `lead_product_days` and by agent in
 * `lead_agent_days`: a row a day per product or agent, so a year of an organisation's fifty
 * agents is some 18,000 rows. Kept exact by statement-level triggers: on `leads` (captures,
 * deletions, and a lead whose product, agent, organisation, day of capture or liveness changes
 * takes its whole share with it) and on `lead_events` (a move a lead had not made that day
 * before). Events are append-only and hold their lead, so a lead with events is never deleted;
 * a lead's moves are written while its row is locked, so two moves of one lead never race.
 */

const day = (column: string) => `(${column} at time zone 'Africa/Nairobi')::date`;

/** The capture of each live lead in `leads`. */
const capturesOf = (leads: string, sign: '+' | '-') => `
  select organisation_id, ${day('created_at')} as day, 'captured' as figure, product_id,
    agent_id, ${sign}1 as delta
  from ${leads} where deleted_at is null`;

/** Each status each live lead in `leads` was moved to, once a day, from its events. */
const movesOf = (leads: string, sign: '+' | '-') => `
  select organisation_id, day, figure, product_id, agent_id, ${sign}1 as delta
  from (
    select distinct l.id, l.organisation_id, ${day('e.created_at')} as day, e.to_status as figure,
      l.product_id, l.agent_id
    from ${leads} l
    join main.lead_events e on e.lead_id = l.id and e.organisation_id = l.organisation_id
    where l.deleted_at is null and e.to_status is not null
  ) moves`;

/** The report's whole share of each lead in `leads`. */
const shareOf = (leads: string, sign: '+' | '-') =>
  `${capturesOf(leads, sign)} union all ${movesOf(leads, sign)}`;

/** The statuses as they were when this migration was written; a column each. */
const STATUSES = [
  'NEW',
  'APPROVED',
  'RECEIVED',
  'DISPATCHED',
  'SUSPENDED',
  'REJECTED',
  'CANCELLED',
] as const;
/** Each figure of a change (`captured` or a status) and the column that counts it. */
const COLUMNS: [figure: string, column: string][] = [
  ['captured', 'captured'],
  ...STATUSES.map((status): [string, string] => [status, `to_${status.toLowerCase()}`]),
];

/** One signed change per key of a table, upserted in key order. */
const upsert = (table: string, key: string) => {
  const sums = COLUMNS.map(
    ([figure]) => `coalesce(sum(delta) filter (where figure = '${figure}'), 0)`,
  );
  return `insert into main.${table} as c (organisation_id, day, ${key}, ${COLUMNS.map(([, column]) => column).join(', ')})
    select organisation_id, day, ${key}, ${sums.join(', ')}
    from changes group by 1, 2, 3 having ${sums.map((sum) => `${sum} <> 0`).join(' or ')}
    order by 1, 2, 3
    on conflict (organisation_id, day, ${key}) do update set
      ${COLUMNS.map(([, column]) => `${column} = c.${column} + excluded.${column}`).join(', ')}`;
};

/** One statement adding signed `changes` to both tallies. */
const apply = (changes: string) => `
  with changes as materialized (${changes}),
  by_product as (${upsert('lead_product_days', 'product_id')} returning 1)
  ${upsert('lead_agent_days', 'agent_id')}`;

/** What decides a lead's share: a change in any of these moves it. */
const key = (alias: string) =>
  `(${alias}.organisation_id, ${alias}.product_id, ${alias}.agent_id, ${alias}.deleted_at is null,
    ${day(`${alias}.created_at`)})`;

const changedLeads = `
  with changed as (
    select o.id from old_leads o join new_leads n on n.id = o.id
    where ${key('o')} is distinct from ${key('n')}
  ),
  before as (select o.* from old_leads o join changed using (id)),
  after as (select n.* from new_leads n join changed using (id))
  ${shareOf('after', '+')} union all ${shareOf('before', '-')}`;

/**
 * A move counts unless the lead already made it that day before this statement (events of the
 * statement itself are set apart by id).
 */
const newMoves = `
  with fresh as (
    select distinct lead_id, organisation_id, ${day('created_at')} as day, to_status as figure
    from new_events where to_status is not null
  ),
  earlier as (
    select distinct f.lead_id, f.day, f.figure
    from fresh f
    join main.lead_events e on e.lead_id = f.lead_id
      and e.organisation_id = f.organisation_id and e.to_status = f.figure
      and e.created_at >= (f.day::timestamp at time zone 'Africa/Nairobi')
      and e.created_at < ((f.day + 1)::timestamp at time zone 'Africa/Nairobi')
    where not exists (select 1 from new_events x where x.id = e.id)
  )
  select l.organisation_id, f.day, f.figure, l.product_id, l.agent_id, 1 as delta
  from fresh f
  join main.leads l on l.id = f.lead_id and l.organisation_id = f.organisation_id
  where l.deleted_at is null
    and not exists (
      select 1 from earlier p where p.lead_id = f.lead_id and p.day = f.day and p.figure = f.figure
    )`;

const TABLES = [
  ['lead_product_days', 'product_id'],
  ['lead_agent_days', 'agent_id'],
] as const;

const TRIGGERS = [
  ['leads', 'insert', 'referencing new table as new_leads'],
  ['leads', 'update', 'referencing old table as old_leads new table as new_leads'],
  ['leads', 'delete', 'referencing old table as old_leads'],
  ['lead_events', 'insert', 'referencing new table as new_events'],
] as const;

// Migrations are frozen in time: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column] of TABLES) {
    await sql
      .raw(
        `create table main.${table} (
          organisation_id uuid not null references main.organisations (id),
          day date not null,
          ${column} uuid not null,
          ${COLUMNS.map(([, count]) => `${count} bigint not null`).join(', ')},
          primary key (organisation_id, day, ${column})
        )`,
      )
      .execute(db);
  }
  await sql.raw(apply(shareOf('main.leads', '+'))).execute(db);
  await sql
    .raw(
      `create function main.lead_report_tallies_follow() returns trigger language plpgsql as $$
      begin
        if tg_table_name = 'lead_events' then
          ${apply(newMoves)};
        elsif tg_op = 'INSERT' then
          -- A lead has no events before it exists.
          ${apply(capturesOf('new_leads', '+'))};
        elsif tg_op = 'DELETE' then
          -- Its events would hold it: a deleted lead had none.
          ${apply(capturesOf('old_leads', '-'))};
        else
          ${apply(changedLeads)};
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  for (const [table, event, transitions] of TRIGGERS) {
    await sql
      .raw(
        `create trigger lead_report_tallies_${event} after ${event} on main.${table}
        ${transitions} for each statement execute function main.lead_report_tallies_follow()`,
      )
      .execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, event] of TRIGGERS) {
    await sql.raw(`drop trigger lead_report_tallies_${event} on main.${table}`).execute(db);
  }
  await sql`drop function main.lead_report_tallies_follow()`.execute(db);
  for (const [table] of TABLES) await sql.raw(`drop table main.${table}`).execute(db);
}

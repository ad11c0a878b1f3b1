import { sql, type Kysely } from 'kysely';

/**
 * The leads list, its capped count, the figures and the report at a million leads
 * (docs/domains/leads.md#bench). Every read of leads skips deleted ones, so the list indexes
 * become partial (`deleted_at is null`): the capped count then reads the index alone (no row
 * visit to check `deleted_at`), and `id` after `created_at` gives the page's whole order and the
 * export's keyset. Included columns let the amount filter's count and the report's captured leads
 * read the index alone too.
 */
const LIVE_INDEXES: [string, string, string][] = [
  ['leads_live_created_idx', '', 'product_id, agent_id'],
  ['leads_live_status_idx', 'status, ', ''],
  ['leads_live_agent_idx', 'agent_id, ', ''],
  ['leads_live_assigned_idx', 'assigned_to, ', ''],
  ['leads_live_product_idx', 'product_id, ', 'amount_cents'],
];
/** The 0011 indexes the partial ones replace. */
const REPLACED: [string, string][] = [
  ['leads_created_idx', ''],
  ['leads_status_idx', 'status, '],
  ['leads_agent_idx', 'agent_id, '],
  ['leads_assigned_idx', 'assigned_to, '],
  ['leads_product_idx', 'product_id, '],
];

// Migrations are frozen in time: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, columns, included] of LIVE_INDEXES) {
    const include = included ? sql.raw(` include (${included})`) : sql``;
    await sql`create index ${sql.id(name)} on main.leads
      (organisation_id, ${sql.raw(columns)}created_at desc, id desc)${include}
      where deleted_at is null`.execute(db);
  }
  for (const [name] of REPLACED) await sql`drop index main.${sql.id(name)}`.execute(db);
  // The report's status events with their lead, read from the index alone.
  await sql`create index lead_events_moves_idx on main.lead_events
    (organisation_id, to_status, created_at) include (lead_id)
    where to_status is not null`.execute(db);
  await sql`drop index main.lead_events_status_day_idx`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index lead_events_status_day_idx on main.lead_events
    (organisation_id, to_status, created_at) where to_status is not null`.execute(db);
  await sql`drop index main.lead_events_moves_idx`.execute(db);
  for (const [name, columns] of REPLACED) {
    await sql`create index ${sql.id(name)} on main.leads
      (organisation_id, ${sql.raw(columns)}created_at desc)`.execute(db);
  }
  for (const [name] of LIVE_INDEXES) await sql`drop index main.${sql.id(name)}`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * Name search that ignores case and accents ("jose" finds "José") with a trigram index, and an
 * index for the report's status events (docs/domains/leads.md#lists).
 */
// Migrations are frozen in time: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create extension if not exists unaccent`.execute(db);
  // The extensions may live in another schema than public on a managed server: ask where.
  const unaccent = await schemaOf(db, 'unaccent');
  // unaccent() is only STABLE (its dictionary could change), so an index cannot use it; this
  // wrapper names the dictionary with its schema, which makes treating it as IMMUTABLE safe.
  const dictionary = sql.lit(`${unaccent}.unaccent`);
  await sql`create or replace function main.lead_search_text(text) returns text
    language sql immutable parallel safe strict
    as $$ select ${sql.id(unaccent)}.unaccent(${dictionary}::regdictionary, $1) $$`.execute(db);
  const trigram = sql`${sql.id(await schemaOf(db, 'pg_trgm'))}.gin_trgm_ops`;
  await sql`create index leads_name_search_idx on main.leads
    using gin (main.lead_search_text(lower(name)) ${trigram})`.execute(db);
  await sql`create index leads_location_search_idx on main.leads
    using gin (main.lead_search_text(lower(location)) ${trigram})`.execute(db);
  // The report reads an organisation's status events of a date range.
  await db.schema
    .createIndex('lead_events_status_day_idx')
    .on('lead_events')
    .columns(['organisation_id', 'to_status', 'created_at'])
    .where(sql.ref('to_status'), 'is not', null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function schemaOf(db: Kysely<any>, extension: string) {
  const { rows } = await sql<{ schema: string }>`
    select extnamespace::regnamespace::text as schema from pg_extension where extname = ${extension}
  `.execute(db);
  return rows[0]!.schema;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('lead_events_status_day_idx').execute();
  await sql`drop index main.leads_location_search_idx`.execute(db);
  await sql`drop index main.leads_name_search_idx`.execute(db);
  await sql`drop function main.lead_search_text(text)`.execute(db);
}

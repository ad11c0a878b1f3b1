import { sql, type Kysely } from 'kysely';

const clock = sql`clock_timestamp()`;

// Migrations are frozen in time: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The directory shows when each person last signed in (docs/domains/user-directory.md).
  await db.schema.alterTable('users').addColumn('last_sign_in_at', 'timestamptz').execute();
  // Who suspended or reactivated whom, and why: append-only, like lead_events.
  await db.schema
    .createTable('user_events')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('actor_id', 'uuid', (c) => c.references('users.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(clock))
    .execute();
  await sql`create index user_events_user_idx on main.user_events (user_id, created_at desc)`.execute(
    db,
  );
  await sql`create function main.user_events_append_only() returns trigger language plpgsql as $$
    begin raise exception 'user_events is append-only'; end $$`.execute(db);
  await sql`create trigger user_events_append_only before update or delete on main.user_events
    for each row execute function main.user_events_append_only()`.execute(db);
  // The admin home's figures: paid orders and new members of one organisation by day.
  await sql`create index orders_organisation_created_idx on main.orders
    (organisation_id, created_at desc) include (status, total_cents)`.execute(db);
  await sql`create index memberships_organisation_created_idx on main.memberships
    (organisation_id, created_at)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index main.memberships_organisation_created_idx`.execute(db);
  await sql`drop index main.orders_organisation_created_idx`.execute(db);
  await db.schema.dropTable('user_events').execute();
  await sql`drop function main.user_events_append_only()`.execute(db);
  await db.schema.alterTable('users').dropColumn('last_sign_in_at').execute();
}

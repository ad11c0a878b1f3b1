import { sql, type Kysely } from 'kysely';

const id = sql`gen_random_uuid()`;
const now = sql`now()`;

/**
 * Product leads and their append-only activity log (docs/domains/leads.md). A lead references
 * its product through the (organisation_id, id) pair, so it cannot point across organisations;
 * money is integer KES cents; the national id is kept only as a hash and its last 3 digits.
 */
// Migrations are frozen in time: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('leads')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('organisation_id', 'uuid', (c) => c.notNull().references('organisations.id'))
    .addColumn('product_id', 'uuid', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) =>
      c.notNull().check(sql`phone_number ~ '^254[17][0-9]{8}$'`),
    )
    .addColumn('national_id_hash', 'text')
    .addColumn('national_id_last3', 'text')
    .addColumn('amount_cents', 'bigint', (c) => c.check(sql`amount_cents > 0`))
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('referral_id', 'text')
    .addColumn('agent_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('assigned_to', 'uuid', (c) => c.references('users.id'))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('AGENT', 'WEB_CHECKOUT')`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('NEW')
        .check(
          sql`status in ('NEW', 'APPROVED', 'RECEIVED', 'DISPATCHED', 'SUSPENDED', 'REJECTED', 'CANCELLED')`,
        ),
    )
    .addColumn('reason', 'text')
    .addColumn('consent_verified_at', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('leads_organisation_id_key', ['organisation_id', 'id'])
    .addForeignKeyConstraint('leads_product_fk', ['organisation_id', 'product_id'], 'products', [
      'organisation_id',
      'id',
    ])
    .addCheckConstraint(
      'leads_national_id_whole',
      sql`(national_id_hash is null) = (national_id_last3 is null)`,
    )
    .execute();
  // The list filters, each newest first within an organisation.
  const indexes: [string, string[]][] = [
    ['leads_created_idx', []],
    ['leads_status_idx', ['status']],
    ['leads_agent_idx', ['agent_id']],
    ['leads_assigned_idx', ['assigned_to']],
    ['leads_product_idx', ['product_id']],
  ];
  for (const [name, columns] of indexes) {
    await db.schema
      .createIndex(name)
      .on('leads')
      .columns(['organisation_id', ...columns, 'created_at desc'])
      .execute();
  }
  // The phone filter and the duplicate check (same phone and product within 30 days).
  await db.schema
    .createIndex('leads_phone_idx')
    .on('leads')
    .columns(['organisation_id', 'phone_number', 'product_id', 'created_at desc'])
    .execute();

  await db.schema
    .createTable('lead_events')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('lead_id', 'uuid', (c) => c.notNull().references('leads.id'))
    .addColumn('organisation_id', 'uuid', (c) => c.notNull().references('organisations.id'))
    .addColumn('actor_id', 'uuid', (c) => c.references('users.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('reason', 'text')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .execute();
  await db.schema
    .createIndex('lead_events_lead_idx')
    .on('lead_events')
    .columns(['lead_id', 'created_at desc'])
    .execute();
  // Append-only: the database itself refuses to change or remove an event. Raw SQL is not
  // scoped by the migration handle, so it names the service's schema (`main`) itself.
  await sql`create function main.lead_events_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'lead_events is append-only: % is not allowed', tg_op;
    end
  $$`.execute(db);
  await sql`create trigger lead_events_append_only
    before update or delete on main.lead_events
    for each row execute function main.lead_events_append_only()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lead_events').execute();
  await sql`drop function main.lead_events_append_only()`.execute(db);
  await db.schema.dropTable('leads').execute();
}

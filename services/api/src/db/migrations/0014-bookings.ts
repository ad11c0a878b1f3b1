import { sql, type Kysely } from 'kysely';

const id = sql`gen_random_uuid()`;
const now = sql`now()`;

/**
 * Bookings (docs/domains/bookings.md): services offered at branches, branch opening hours and
 * closed days, bookings, and the `jobs` queue that sends reminders. Organisation-scoped rows
 * reference each other through (organisation_id, id) pairs, so nothing points across
 * organisations.
 */
// Migrations are frozen in time: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('booking_services')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('organisation_id', 'uuid', (c) => c.notNull().references('organisations.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('duration_minutes', 'integer', (c) =>
      c.notNull().check(sql`duration_minutes between 5 and 480`),
    )
    .addColumn('buffer_minutes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`buffer_minutes between 0 and 120`),
    )
    .addColumn('capacity', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`capacity between 1 and 100`),
    )
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('booking_services_organisation_id_key', ['organisation_id', 'id'])
    .execute();
  await sql`create unique index booking_services_name_key
    on main.booking_services (organisation_id, lower(name))`.execute(db);

  await db.schema
    .createTable('booking_service_branches')
    .addColumn('organisation_id', 'uuid', (c) => c.notNull())
    .addColumn('service_id', 'uuid', (c) => c.notNull())
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addPrimaryKeyConstraint('booking_service_branches_pkey', ['service_id', 'branch_id'])
    .addForeignKeyConstraint(
      'booking_service_branches_service_fk',
      ['organisation_id', 'service_id'],
      'booking_services',
      ['organisation_id', 'id'],
      (c) => c.onDelete('cascade'),
    )
    // A deleted branch simply stops offering the service.
    .addForeignKeyConstraint(
      'booking_service_branches_branch_fk',
      ['organisation_id', 'branch_id'],
      'branches',
      ['organisation_id', 'id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();

  // Minutes after midnight, Nairobi time; both null on a closed day.
  await db.schema
    .createTable('branch_opening_hours')
    .addColumn('organisation_id', 'uuid', (c) => c.notNull())
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addColumn('weekday', 'integer', (c) => c.notNull().check(sql`weekday between 1 and 7`))
    .addColumn('opens_minute', 'integer')
    .addColumn('closes_minute', 'integer')
    .addPrimaryKeyConstraint('branch_opening_hours_pkey', ['branch_id', 'weekday'])
    .addForeignKeyConstraint(
      'branch_opening_hours_branch_fk',
      ['organisation_id', 'branch_id'],
      'branches',
      ['organisation_id', 'id'],
      (c) => c.onDelete('cascade'),
    )
    .addCheckConstraint(
      'branch_opening_hours_range',
      sql`(opens_minute is null and closes_minute is null) or
        (opens_minute >= 0 and closes_minute <= 1440 and opens_minute < closes_minute)`,
    )
    .execute();

  await db.schema
    .createTable('branch_closed_days')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('organisation_id', 'uuid', (c) => c.notNull())
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('branch_closed_days_day_key', ['branch_id', 'day'])
    .addForeignKeyConstraint(
      'branch_closed_days_branch_fk',
      ['organisation_id', 'branch_id'],
      'branches',
      ['organisation_id', 'id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('bookings')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('organisation_id', 'uuid', (c) => c.notNull().references('organisations.id'))
    .addColumn('service_id', 'uuid', (c) => c.notNull())
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addColumn('member_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('REQUESTED')
        .check(
          sql`status in ('REQUESTED', 'CONFIRMED', 'DECLINED', 'CANCELLED', 'COMPLETED', 'NO_SHOW', 'RESCHEDULED')`,
        ),
    )
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('reason', 'text')
    .addColumn('rescheduled_from', 'uuid', (c) => c.references('bookings.id'))
    .addColumn('rescheduled_to', 'uuid', (c) => c.references('bookings.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('bookings_organisation_id_key', ['organisation_id', 'id'])
    .addForeignKeyConstraint(
      'bookings_service_fk',
      ['organisation_id', 'service_id'],
      'booking_services',
      ['organisation_id', 'id'],
    )
    .addForeignKeyConstraint('bookings_branch_fk', ['organisation_id', 'branch_id'], 'branches', [
      'organisation_id',
      'id',
    ])
    .addCheckConstraint('bookings_ends_after_start', sql`ends_at > starts_at`)
    .execute();
  // The list (by organisation or member, in time order) and the slot count.
  await db.schema
    .createIndex('bookings_organisation_starts_idx')
    .on('bookings')
    .columns(['organisation_id', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('bookings_member_starts_idx')
    .on('bookings')
    .columns(['member_id', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('bookings_slot_idx')
    .on('bookings')
    .columns(['service_id', 'branch_id', 'starts_at', 'status'])
    .execute();

  // Delayed work claimed with FOR UPDATE SKIP LOCKED; `key` makes a job unique (one reminder
  // per booking) so it can be found again to drop it.
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.unique())
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('PENDING')
        .check(sql`status in ('PENDING', 'DONE', 'FAILED', 'CANCELLED')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index jobs_due_idx on main.jobs (run_at) where status = 'PENDING'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'jobs',
    'bookings',
    'branch_closed_days',
    'branch_opening_hours',
    'booking_service_branches',
    'booking_services',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

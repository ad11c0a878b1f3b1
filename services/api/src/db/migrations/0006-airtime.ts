import { sql, type Kysely } from 'kysely';

const id = sql`gen_random_uuid()`;
const clock = sql`clock_timestamp()`;

// Migrations are frozen in time: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // A group airtime run can end with some lines delivered and the others credited back.
  await db.schema.alterTable('transactions').dropConstraint('transactions_status_check').execute();
  await db.schema
    .alterTable('transactions')
    .addCheckConstraint(
      'transactions_status_check',
      sql`status in ('PENDING', 'SUCCESS', 'PARTIAL', 'FAILED', 'REVERSED')`,
    )
    .execute();

  await db.schema
    .createTable('airtime_groups')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(clock))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(clock))
    .execute();
  await db.schema
    .createIndex('airtime_groups_owner_name_idx')
    .on('airtime_groups')
    .expression(sql`user_id, lower(name)`)
    .unique()
    .execute();

  await db.schema
    .createTable('airtime_group_members')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('group_id', 'uuid', (c) =>
      c.notNull().references('airtime_groups.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(clock))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(clock))
    .addUniqueConstraint('airtime_group_members_phone_key', ['group_id', 'phone_number'])
    .execute();
  await db.schema
    .createIndex('airtime_group_members_order_idx')
    .on('airtime_group_members')
    .columns(['group_id', 'created_at', 'id'])
    .execute();

  // One line per recipient of a purchase. The lines are also the airtime job queue: the
  // dispatcher claims QUEUED lines with SKIP LOCKED, so replicas share the work.
  await db.schema
    .createTable('airtime_lines')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('transaction_id', 'uuid', (c) => c.notNull().references('transactions.id'))
    .addColumn('member_id', 'uuid', (c) =>
      c.references('airtime_group_members.id').onDelete('set null'),
    )
    .addColumn('name', 'text')
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`status in ('AWAITING_PAYMENT', 'QUEUED', 'SENDING', 'SENT', 'SUCCESS', 'FAILED', 'CANCELLED')`,
        ),
    )
    .addColumn('provider', 'text')
    .addColumn('provider_reference', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('credited_to_wallet', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(clock))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(clock))
    .execute();
  await db.schema
    .createIndex('airtime_lines_transaction_idx')
    .on('airtime_lines')
    .columns(['transaction_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('airtime_lines_provider_ref_idx')
    .on('airtime_lines')
    .columns(['provider', 'provider_reference'])
    .unique()
    .where('provider_reference', 'is not', null)
    .execute();
  await db.schema
    .createIndex('airtime_lines_queue_idx')
    .on('airtime_lines')
    .column('created_at')
    .where(sql.ref('status'), '=', 'QUEUED')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['airtime_lines', 'airtime_group_members', 'airtime_groups']) {
    await db.schema.dropTable(table).execute();
  }
}

import { sql, type Kysely } from 'kysely';

const clock = sql`clock_timestamp()`;

// Migrations are frozen in time: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // A claim names the request holding it (claim_id) and when it took it: a claim whose request
  // died can be taken over, and the dead request, should it wake, can no longer record money.
  // resource_id is what the request created, written in the same database transaction.
  await db.schema
    .alterTable('idempotency_keys')
    .addColumn('claim_id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('claimed_at', 'timestamptz', (c) => c.notNull().defaultTo(clock))
    .addColumn('resource_id', 'text')
    .execute();

  // Money the providers could not settle in time waits here for a person.
  await db.schema
    .createTable('reconciliation_items')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('transaction_id', 'uuid', (c) => c.notNull().unique().references('transactions.id'))
    .addColumn('cause', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull().defaultTo(clock))
    .addColumn('outcome', 'text', (c) => c.check(sql`outcome in ('PAID', 'FAILED')`))
    .addColumn('reason', 'text')
    .addColumn('evidence', 'text')
    .addColumn('resolved_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('resolved_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('reconciliation_items_open')
    .on('reconciliation_items')
    .column('opened_at')
    .where(sql.ref('resolved_at'), 'is', null)
    .execute();

  // The payout simulators' own records of what they received (a real rail keeps these itself).
  await db.schema
    .createTable('simulated_rail_transfers')
    .addColumn('rail', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('provider_reference', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(clock))
    .addPrimaryKeyConstraint('simulated_rail_transfers_pk', ['rail', 'reference'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('simulated_rail_transfers').execute();
  await db.schema.dropTable('reconciliation_items').execute();
  await db.schema
    .alterTable('idempotency_keys')
    .dropColumn('claim_id')
    .dropColumn('claimed_at')
    .dropColumn('resource_id')
    .execute();
}

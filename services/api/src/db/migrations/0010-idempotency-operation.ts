import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // A key answers for one operation only: the same key sent to another money route is a new
  // request there, not a replay of the first route's answer. Keys claimed before this migration
  // keep the empty operation and so never match a request again.
  await db.schema
    .alterTable('idempotency_keys')
    .addColumn('operation', 'text', (c) => c.notNull().defaultTo(sql`''`))
    .execute();
  await db.schema.alterTable('idempotency_keys').dropConstraint('idempotency_keys_pk').execute();
  await db.schema
    .alterTable('idempotency_keys')
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'operation', 'key'])
    .execute();
}

import { sql, type Kysely } from 'kysely';

/**
 * Every change that can take access back notifies the channel `pamoja_access` when it commits
 * (docs/identity-and-access.md#access-cache): a session revoked or deleted, a membership
 * changed or ended, an organisation deleted. Each service process listens and forgets the
 * guard's answers it kept. Statement triggers: one notification per statement, whatever the
 * rows, and PostgreSQL sends a transaction's equal notifications once.
 */

const ACCESS_CHANNEL = 'pamoja_access';

const TRIGGERS = [
  ['refresh_tokens_revoked', 'update of revoked_at', 'refresh_tokens'],
  ['refresh_tokens_deleted', 'delete', 'refresh_tokens'],
  ['memberships_changed', 'update or delete', 'memberships'],
  ['organisations_deleted', 'update of deleted_at', 'organisations'],
] as const;

// Migrations are frozen in time: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create function main.access_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('${ACCESS_CHANNEL}', '');
        return null;
      end $$`,
    )
    .execute(db);
  for (const [name, event, table] of TRIGGERS) {
    await sql
      .raw(
        `create trigger ${name} after ${event} on main.${table}
        for each statement execute function main.access_changed()`,
      )
      .execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [name, , table] of TRIGGERS)
    await sql.raw(`drop trigger ${name} on main.${table}`).execute(db);
  await sql`drop function main.access_changed()`.execute(db);
}

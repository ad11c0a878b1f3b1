import { sql, type Kysely } from 'kysely';

const id = sql`gen_random_uuid()`;
const now = sql`now()`;

// Migrations are frozen in time: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('phone_number', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('PENDING_VERIFICATION')
        .check(sql`status in ('PENDING_VERIFICATION', 'ACTIVE', 'DISABLED')`),
    )
    .addColumn('platform_role', 'text', (c) => c.check(sql`platform_role in ('SUPER_ADMIN')`))
    .addColumn('active_role', 'text', (c) => c.notNull().defaultTo('MEMBER'))
    .addColumn('pin_hash', 'text')
    .addColumn('pin_failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pin_locked_until', 'timestamptz')
    .addColumn('avatar', 'text')
    .addColumn('date_of_birth', 'date')
    .addColumn('id_number', 'text')
    .addColumn('address', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('verified_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('organisations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('memberships')
    .addColumn('organisation_id', 'uuid', (c) => c.notNull().references('organisations.id'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('roles', sql`text[]`, (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('memberships_pk', ['organisation_id', 'user_id'])
    .execute();
  await db.schema.createIndex('memberships_user_idx').on('memberships').column('user_id').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('family_id', 'uuid', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('rotated_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('refresh_tokens_family_idx')
    .on('refresh_tokens')
    .column('family_id')
    .execute();
  await db.schema
    .createIndex('refresh_tokens_user_idx')
    .on('refresh_tokens')
    .column('user_id')
    .execute();

  // Links sent by e-mail (verification, password reset, invitations): only their hash is kept.
  await db.schema
    .createTable('user_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('VERIFY_EMAIL', 'RESET_PASSWORD')`),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('EMAIL', 'SMS')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('code', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('available_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .execute();
  await db.schema
    .createIndex('outbox_pending_idx')
    .on('outbox_messages')
    .columns(['status', 'available_at'])
    .execute();
  await db.schema
    .createIndex('outbox_recipient_idx')
    .on('outbox_messages')
    .columns(['recipient', 'created_at'])
    .execute();

  await db.schema
    .createTable('user_preferences')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('email_notifications', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sms_notifications', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('push_notifications', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('marketing', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'user_preferences',
    'outbox_messages',
    'user_tokens',
    'refresh_tokens',
    'memberships',
    'organisations',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

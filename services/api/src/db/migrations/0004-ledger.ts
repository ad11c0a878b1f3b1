import { sql, type Kysely } from 'kysely';

const id = sql`gen_random_uuid()`;
const clock = sql`clock_timestamp()`;

// Migrations are frozen in time: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One account per (kind, owner, currency). System accounts have no owner. The cached balances
  // are updated under a row lock with every posting and hold; ledger:verify recomputes them.
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`kind in ('USER_WALLET', 'MPESA_CLEARING', 'BANK_CLEARING', 'PESALINK_CLEARING', 'AIRTIME_CLEARING', 'FEE_REVENUE')`,
        ),
    )
    .addColumn('user_id', 'uuid', (c) => c.references('users.id'))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('KES'))
    .addColumn('posted_balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('held_balance', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`held_balance >= 0`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(clock))
    // The last line of defence: a wallet can never be spent below zero, whatever the code does.
    .addCheckConstraint(
      'wallet_never_negative',
      sql`kind <> 'USER_WALLET' or posted_balance - held_balance >= 0`,
    )
    .execute();
  await db.schema
    .createIndex('ledger_accounts_owner_idx')
    .on('ledger_accounts')
    .columns(['kind', 'user_id', 'currency'])
    .unique()
    .nullsNotDistinct()
    .execute();

  await db.schema
    .createTable('transactions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('CREDIT', 'DEBIT')`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('fee', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`fee >= 0`),
    )
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('KES'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('PENDING', 'SUCCESS', 'FAILED', 'REVERSED')`),
    )
    .addColumn('phone_number', 'text')
    .addColumn('beneficiary_id', 'uuid')
    .addColumn('beneficiary_name', 'text')
    .addColumn('provider', 'text')
    .addColumn('provider_reference', 'text')
    .addColumn('receipt_number', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('group_id', 'uuid')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(clock))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(clock))
    .execute();
  await db.schema
    .createIndex('transactions_provider_ref_idx')
    .on('transactions')
    .columns(['provider', 'provider_reference'])
    .unique()
    .where('provider_reference', 'is not', null)
    .execute();
  await db.schema
    .createIndex('transactions_receipt_idx')
    .on('transactions')
    .columns(['provider', 'receipt_number'])
    .unique()
    .where('receipt_number', 'is not', null)
    .execute();
  await db.schema
    .createIndex('transactions_user_idx')
    .on('transactions')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('transactions_pending_idx')
    .on('transactions')
    .columns(['status', 'created_at'])
    .where('status', '=', 'PENDING')
    .execute();
  await db.schema
    .createIndex('transactions_group_idx')
    .on('transactions')
    .column('group_id')
    .where('group_id', 'is not', null)
    .execute();

  // Immutable: corrections are new, reversing entries.
  await db.schema
    .createTable('journal_entries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('transaction_id', 'uuid', (c) => c.references('transactions.id'))
    .addColumn('memo', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(clock))
    .execute();

  await db.schema
    .createTable('postings')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('entry_id', 'uuid', (c) => c.notNull().references('journal_entries.id'))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .execute();
  await db.schema.createIndex('postings_account_idx').on('postings').column('account_id').execute();
  await db.schema.createIndex('postings_entry_idx').on('postings').column('entry_id').execute();

  await db.schema
    .createTable('holds')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('transaction_id', 'uuid', (c) => c.notNull().unique().references('transactions.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('PENDING')
        .check(sql`status in ('PENDING', 'POSTED', 'VOIDED')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(clock))
    .addColumn('settled_at', 'timestamptz')
    .execute();

  // A provider's answer that arrived before we had recorded its reference (a fast callback):
  // kept until the payment it belongs to is recorded, then applied.
  await db.schema
    .createTable('early_callbacks')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_reference', 'text', (c) => c.notNull())
    .addColumn('outcome', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(clock))
    .addPrimaryKeyConstraint('early_callbacks_pk', ['provider', 'provider_reference'])
    .execute();

  // Same key and body → the first answer again; same key, other body → 422.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(clock))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'idempotency_keys',
    'holds',
    'postings',
    'journal_entries',
    'transactions',
    'ledger_accounts',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

import { sql, type Kysely } from 'kysely';

const id = sql`gen_random_uuid()`;
const clock = sql`clock_timestamp()`;

// Migrations are frozen in time: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // A business is paid into its own wallet: one ledger account per organisation and currency.
  await db.schema
    .alterTable('ledger_accounts')
    .addColumn('organisation_id', 'uuid', (c) => c.references('organisations.id'))
    .execute();
  await db.schema
    .alterTable('ledger_accounts')
    .dropConstraint('ledger_accounts_kind_check')
    .execute();
  await db.schema
    .alterTable('ledger_accounts')
    .addCheckConstraint(
      'ledger_accounts_kind_check',
      sql`kind in ('USER_WALLET', 'ORGANISATION_WALLET', 'MPESA_CLEARING', 'BANK_CLEARING', 'PESALINK_CLEARING', 'AIRTIME_CLEARING', 'FEE_REVENUE')`,
    )
    .execute();
  await db.schema.alterTable('ledger_accounts').dropConstraint('wallet_never_negative').execute();
  await db.schema
    .alterTable('ledger_accounts')
    .addCheckConstraint(
      'wallet_never_negative',
      sql`kind not in ('USER_WALLET', 'ORGANISATION_WALLET') or posted_balance - held_balance >= 0`,
    )
    .execute();
  await db.schema
    .alterTable('ledger_accounts')
    .addCheckConstraint(
      'organisation_wallet_owner',
      sql`(kind = 'ORGANISATION_WALLET') = (organisation_id is not null)`,
    )
    .execute();
  await db.schema.dropIndex('ledger_accounts_owner_idx').execute();
  await db.schema
    .createIndex('ledger_accounts_owner_idx')
    .on('ledger_accounts')
    .columns(['kind', 'user_id', 'organisation_id', 'currency'])
    .unique()
    .nullsNotDistinct()
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('organisation_id', 'uuid', (c) => c.notNull().references('organisations.id'))
    .addColumn('transaction_id', 'uuid', (c) => c.notNull().unique().references('transactions.id'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('PENDING')
        .check(sql`status in ('PENDING', 'PAID', 'FAILED')`),
    )
    .addColumn('total_cents', 'bigint', (c) => c.notNull().check(sql`total_cents > 0`))
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(clock))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(clock))
    .execute();
  await db.schema
    .createIndex('orders_buyer_idx')
    .on('orders')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('orders_business_idx')
    .on('orders')
    .columns(['organisation_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'uuid', (c) => c.notNull().references('products.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    // What was bought, at what price: later changes to the product do not rewrite an order.
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull().check(sql`unit_price_cents > 0`))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity between 1 and 100`))
    .execute();
  await db.schema
    .createIndex('order_lines_order_idx')
    .on('order_lines')
    .column('order_id')
    .execute();
}

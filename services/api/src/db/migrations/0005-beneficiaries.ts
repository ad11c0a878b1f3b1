import { sql, type Kysely } from 'kysely';

const id = sql`gen_random_uuid()`;
const now = sql`now()`;
const ACCOUNT_NUMBER = sql`'^[0-9]{6,20}$'`;
const PHONE = sql`'^254[17][0-9]{8}$'`;

/**
 * Where a member sends money: bank accounts, Pesalink
 * beneficiaries and mobile wallets. They belong to a person, not an organisation. Deleting one
 * only stamps `deleted_at`, so past withdrawals keep pointing at what they paid; the unique
 * indexes cover live rows only, so a deleted beneficiary can be added again.
 */
// Migrations are frozen in time: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bank_accounts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('bank_id', 'uuid', (c) => c.notNull().references('banks.id'))
    .addColumn('account_number', 'text', (c) =>
      c.notNull().check(sql`account_number ~ ${ACCOUNT_NUMBER}`),
    )
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await liveUnique(db, 'bank_accounts_account_key', 'bank_accounts', [
    'user_id',
    'bank_id',
    'account_number',
  ]);

  await db.schema
    .createTable('pesalink_beneficiaries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('PESALINK_BANK', 'PESALINK_PHONE')`),
    )
    .addColumn('bank_id', 'uuid', (c) => c.references('banks.id'))
    .addColumn('account_number', 'text', (c) => c.check(sql`account_number ~ ${ACCOUNT_NUMBER}`))
    .addColumn('phone_number', 'text', (c) => c.check(sql`phone_number ~ ${PHONE}`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('deleted_at', 'timestamptz')
    // Each type carries exactly its own destination fields.
    .addCheckConstraint(
      'pesalink_beneficiaries_destination',
      sql`(type = 'PESALINK_BANK' and bank_id is not null and account_number is not null and phone_number is null)
        or (type = 'PESALINK_PHONE' and phone_number is not null and bank_id is null and account_number is null)`,
    )
    .execute();
  await liveUnique(
    db,
    'pesalink_beneficiaries_account_key',
    'pesalink_beneficiaries',
    ['user_id', 'bank_id', 'account_number'],
    sql`type = 'PESALINK_BANK'`,
  );
  await liveUnique(
    db,
    'pesalink_beneficiaries_phone_key',
    'pesalink_beneficiaries',
    ['user_id', 'phone_number'],
    sql`type = 'PESALINK_PHONE'`,
  );

  await db.schema
    .createTable('mobile_wallets')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('telco_id', 'uuid', (c) => c.notNull().references('telcos.id'))
    .addColumn('phone_number', 'text', (c) => c.notNull().check(sql`phone_number ~ ${PHONE}`))
    .addColumn('name', 'text', (c) => c.notNull())
    // Set when the owner proved they hold the phone (a code sent to it); cleared if it changes.
    .addColumn('verified_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await liveUnique(db, 'mobile_wallets_phone_key', 'mobile_wallets', ['user_id', 'phone_number']);
}

/** Unique among live rows; also serves the owner's list, which always filters on user_id. */
async function liveUnique(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  name: string,
  table: string,
  columns: string[],
  extra = sql`true`,
) {
  await db.schema
    .createIndex(name)
    .on(table)
    .unique()
    .columns(columns)
    .where(sql<boolean>`deleted_at is null and ${extra}`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['mobile_wallets', 'pesalink_beneficiaries', 'bank_accounts']) {
    await db.schema.dropTable(table).execute();
  }
}

import { sql, type Kysely } from 'kysely';
import { BANK_PRICES } from '../seed-data/bank-prices';
import { BANKS } from '../seed-data/banks';
import { COUNTRIES } from '../seed-data/countries';
import { CURRENCIES } from '../seed-data/currencies';
import { LANGUAGES } from '../seed-data/languages';
import { TELCOS } from '../seed-data/telcos';

/**
 * Reference tables of the main schema and their rows: currencies, countries, languages, Kenyan
 * banks, mobile operators and transfer fee tiers. `db` is already scoped to the `main` schema,
 * so tables are named without a prefix. Money columns are bigint minor units (KES cents).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('currencies')
    .addColumn('code', 'char(3)', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('symbol', 'text', (col) => col.notNull())
    .addColumn('minor_units', 'smallint', (col) => col.notNull())
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addCheckConstraint('currencies_code_format', sql`code ~ '^[A-Z]{3}$'`)
    .addCheckConstraint('currencies_minor_units_range', sql`minor_units between 0 and 4`)
    .execute();

  await db.schema
    .createTable('countries')
    .addColumn('iso_code', 'char(2)', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('dial_code', 'text', (col) => col.notNull())
    .addColumn('currency_code', 'char(3)', (col) => col.notNull().references('currencies.code'))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addCheckConstraint('countries_iso_code_format', sql`iso_code ~ '^[A-Z]{2}$'`)
    .addCheckConstraint('countries_dial_code_format', sql`dial_code ~ '^[0-9]{1,3}$'`)
    .execute();

  await db.schema
    .createTable('languages')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('native_name', 'text', (col) => col.notNull())
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  // At most one default language.
  await db.schema
    .createIndex('languages_single_default')
    .on('languages')
    .column('is_default')
    .unique()
    .where('is_default', '=', true)
    .execute();

  await db.schema
    .createTable('banks')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    // KBA/CBK clearing code: two digits as text, so '01' keeps its zero.
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('swift_code', 'text')
    .addColumn('pesalink', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('banks_code_format', sql`code ~ '^[0-9]{2}$'`)
    .addCheckConstraint(
      'banks_swift_code_format',
      sql`swift_code ~ '^[A-Z]{4}KE[A-Z0-9]{2}([A-Z0-9]{3})?$'`,
    )
    .execute();

  await db.schema
    .createTable('telcos')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    // 3-digit national prefixes after the trunk 0 / country code 254, e.g. '722'.
    .addColumn('prefixes', sql`text[]`, (col) => col.notNull())
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addCheckConstraint('telcos_prefixes_not_empty', sql`cardinality(prefixes) > 0`)
    .execute();

  await db.schema
    .createTable('bank_prices')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('transfer_type', 'text', (col) => col.notNull())
    .addColumn('min_amount', 'bigint', (col) => col.notNull())
    .addColumn('max_amount', 'bigint', (col) => col.notNull())
    .addColumn('fee', 'bigint', (col) => col.notNull())
    .addColumn('currency_code', 'char(3)', (col) =>
      col.notNull().defaultTo('KES').references('currencies.code'),
    )
    // Its index (transfer_type, min_amount) is also the fee lookup's index: find the tier with
    // `transfer_type = $1 and min_amount <= $2 order by min_amount desc limit 1`. A separate
    // index on transfer_type alone would duplicate its leading column.
    .addUniqueConstraint('bank_prices_transfer_type_min_amount_key', [
      'transfer_type',
      'min_amount',
    ])
    .addCheckConstraint(
      'bank_prices_transfer_type_known',
      sql`transfer_type in ('BANK_IFT', 'PESALINK_ACCOUNT', 'PESALINK_PHONE', 'MPESA_B2C')`,
    )
    .addCheckConstraint(
      'bank_prices_amounts_ordered',
      sql`min_amount >= 0 and max_amount >= min_amount`,
    )
    .addCheckConstraint('bank_prices_fee_non_negative', sql`fee >= 0`)
    .execute();

  await db
    .insertInto('currencies')
    .values(
      CURRENCIES.map((c) => ({
        code: c.code,
        name: c.name,
        symbol: c.symbol,
        minor_units: c.minorUnits,
        active: c.active,
      })),
    )
    .execute();

  await db
    .insertInto('countries')
    .values(
      COUNTRIES.map((c) => ({
        iso_code: c.isoCode,
        name: c.name,
        dial_code: c.dialCode,
        currency_code: c.currencyCode,
        active: c.active,
      })),
    )
    .execute();

  await db
    .insertInto('languages')
    .values(
      LANGUAGES.map((l) => ({
        code: l.code,
        name: l.name,
        native_name: l.nativeName,
        is_default: l.isDefault,
      })),
    )
    .execute();

  await db
    .insertInto('banks')
    .values(
      BANKS.map((b) => ({
        name: b.name,
        code: b.code,
        swift_code: b.swiftCode,
        pesalink: b.pesalink,
        active: b.active,
        sort_order: b.sortOrder,
      })),
    )
    .execute();

  await db
    .insertInto('telcos')
    .values(
      TELCOS.map((t) => ({
        name: t.name,
        code: t.code,
        prefixes: [...t.prefixes],
        active: t.active,
      })),
    )
    .execute();

  await db
    .insertInto('bank_prices')
    .values(
      BANK_PRICES.map((p) => ({
        transfer_type: p.transferType,
        min_amount: p.minAmount,
        max_amount: p.maxAmount,
        fee: p.fee,
        currency_code: p.currencyCode,
      })),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // Children before the currencies they reference.
  for (const table of ['bank_prices', 'telcos', 'banks', 'languages', 'countries', 'currencies']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

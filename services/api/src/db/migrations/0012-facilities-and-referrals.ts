import { sql, type Kysely } from 'kysely';
import { KENYAN_FACILITIES } from '../seed-data/kenyan-facilities';

/**
 * Kenyan health facilities (KMHFL codes) for health-insurance leads, a lead's facility, and a
 * referral code for every user (docs/domains/leads.md, docs/domains/identity.md).
 */
// Migrations are frozen in time: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('facilities')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kmhfl_code', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`kmhfl_code ~ '^[0-9]+$'`),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('county', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('type', 'text')
    .addColumn('ownership', 'text')
    .execute();
  // The picker searches a county's facilities by name; codes are found through the unique index.
  await db.schema
    .createIndex('facilities_county_idx')
    .on('facilities')
    .columns(['county', 'name'])
    .execute();
  await db
    .insertInto('facilities')
    .values(
      KENYAN_FACILITIES.map((row) => ({
        kmhfl_code: row.kmhflCode,
        name: row.name,
        county: row.county,
        level: row.level,
        type: row.type,
        ownership: row.ownership,
      })),
    )
    .execute();

  await db.schema
    .alterTable('leads')
    .addColumn('facility_id', 'uuid', (c) => c.references('facilities.id'))
    .execute();

  // `PMJ-` and 6 characters of the lead-code alphabet (no 0/O, 1/I), drawn again until unused.
  // A column default, so every way a user row is made (registration, invitations, seeds) has one.
  // Raw SQL is not scoped by the migration handle, so it names the service's schema itself.
  await sql`create function main.new_referral_code() returns text language plpgsql volatile as $$
    declare
      alphabet constant text := 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
      candidate text;
    begin
      loop
        candidate := 'PMJ-';
        for i in 1..6 loop
          candidate := candidate || substr(alphabet, 1 + floor(random() * 32)::int, 1);
        end loop;
        exit when not exists (select 1 from main.users where referral_code = candidate);
      end loop;
      return candidate;
    end
  $$`.execute(db);
  await db.schema.alterTable('users').addColumn('referral_code', 'text').execute();
  await sql`update main.users set referral_code = main.new_referral_code()`.execute(db);
  await sql`alter table main.users
    alter column referral_code set default main.new_referral_code(),
    alter column referral_code set not null`.execute(db);
  await db.schema
    .createIndex('users_referral_code_key')
    .on('users')
    .column('referral_code')
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('referral_code').execute();
  await sql`drop function main.new_referral_code()`.execute(db);
  await db.schema.alterTable('leads').dropColumn('facility_id').execute();
  await db.schema.dropTable('facilities').execute();
}

import { sql, type Kysely } from 'kysely';

const id = sql`gen_random_uuid()`;
const now = sql`now()`;

/**
 * One-time codes, teams, branches, staff locations, staff and group enquiries. Every
 * organisation-scoped table carries `organisation_id`, and references between them go through
 * (organisation_id, id) pairs, so the database itself refuses a row that points into another
 * organisation. Team memberships and staff records hang on the membership: ending it ends them.
 */
// Migrations are frozen in time: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('organisations').addColumn('description', 'text').execute();

  // Codes confirming a sensitive step (deleting an organisation, later payments and leads).
  await db.schema
    .createTable('otps')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'uuid')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .execute();
  await db.schema
    .createIndex('otps_lookup_idx')
    .on('otps')
    .columns(['user_id', 'purpose', 'subject_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('teams')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('organisation_id', 'uuid', (c) => c.notNull().references('organisations.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('teams_organisation_id_key', ['organisation_id', 'id'])
    .execute();
  await uniqueName(db, 'teams', 'organisation_id');

  await db.schema
    .createTable('team_members')
    .addColumn('team_id', 'uuid', (c) => c.notNull())
    .addColumn('organisation_id', 'uuid', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('LEADER', 'MEMBER')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('team_members_pk', ['team_id', 'user_id'])
    .addForeignKeyConstraint(
      'team_members_team_fk',
      ['organisation_id', 'team_id'],
      'teams',
      ['organisation_id', 'id'],
      (c) => c.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'team_members_membership_fk',
      ['organisation_id', 'user_id'],
      'memberships',
      ['organisation_id', 'user_id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('team_members_user_idx')
    .on('team_members')
    .columns(['organisation_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('branches')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('organisation_id', 'uuid', (c) => c.notNull().references('organisations.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('branches_organisation_id_key', ['organisation_id', 'id'])
    .execute();
  await uniqueName(db, 'branches', 'organisation_id');

  await db.schema
    .createTable('staff_locations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('organisation_id', 'uuid', (c) => c.notNull())
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('county', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.check(sql`latitude between -5 and 5`))
    .addColumn('longitude', 'double precision', (c) => c.check(sql`longitude between 33 and 42`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('staff_locations_organisation_id_key', ['organisation_id', 'id'])
    .addForeignKeyConstraint(
      'staff_locations_branch_fk',
      ['organisation_id', 'branch_id'],
      'branches',
      ['organisation_id', 'id'],
    )
    .addCheckConstraint('staff_locations_gps_pair', sql`(latitude is null) = (longitude is null)`)
    .execute();
  await uniqueName(db, 'staff_locations', 'branch_id');

  await db.schema
    .createTable('staff')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('organisation_id', 'uuid', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addColumn('staff_location_id', 'uuid')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('staff_person_key', ['organisation_id', 'user_id'])
    .addForeignKeyConstraint(
      'staff_membership_fk',
      ['organisation_id', 'user_id'],
      'memberships',
      ['organisation_id', 'user_id'],
      (c) => c.onDelete('cascade'),
    )
    .addForeignKeyConstraint('staff_branch_fk', ['organisation_id', 'branch_id'], 'branches', [
      'organisation_id',
      'id',
    ])
    // MATCH SIMPLE: a staff member without a location is not checked against the table.
    .addForeignKeyConstraint(
      'staff_location_fk',
      ['organisation_id', 'staff_location_id'],
      'staff_locations',
      ['organisation_id', 'id'],
    )
    .execute();

  // The contact form (`POST groups`).
  await db.schema
    .createTable('group_enquiries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('organisation_id', 'uuid', (c) => c.notNull().references('organisations.id'))
    .addColumn('submitted_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('group_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .execute();
  await db.schema
    .createIndex('group_enquiries_organisation_idx')
    .on('group_enquiries')
    .columns(['organisation_id', 'created_at'])
    .execute();
}

/** Names are unique within their parent whatever their case ("Team A" and "team a" clash). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function uniqueName(db: Kysely<any>, table: string, parent: string) {
  await db.schema
    .createIndex(`${table}_name_key`)
    .on(table)
    .unique()
    .columns([parent, sql`lower(name)`])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'group_enquiries',
    'staff',
    'staff_locations',
    'branches',
    'team_members',
    'teams',
    'otps',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('organisations').dropColumn('description').execute();
}

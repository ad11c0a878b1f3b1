import { sql, type Kysely } from 'kysely';

const id = sql`gen_random_uuid()`;
const now = sql`now()`;

/** The fixed categories every business sells in; `icon` is a lucide icon name for the web app. */
const CATEGORIES = [
  {
    name: 'Health insurance',
    slug: 'health-insurance',
    description: 'Inpatient, outpatient and top-up medical cover for members and their families.',
    icon: 'heart-pulse',
  },
  {
    name: 'Life & funeral cover',
    slug: 'life-funeral-cover',
    description: 'Life assurance and last-expense cover that pays out when a family needs it most.',
    icon: 'shield-check',
  },
  {
    name: 'Savings',
    slug: 'savings',
    description: 'Deposit accounts, fixed savings and goal-based plans.',
    icon: 'piggy-bank',
  },
  {
    name: 'Loans',
    slug: 'loans',
    description: 'Development, emergency, school-fees and salary-advance loans.',
    icon: 'hand-coins',
  },
  {
    name: 'Asset finance',
    slug: 'asset-finance',
    description:
      'Financing for motorbikes, vehicles, equipment and solar systems, repaid over time.',
    icon: 'bike',
  },
  {
    name: 'Training',
    slug: 'training',
    description: 'Courses and certificates in financial literacy, business and trades.',
    icon: 'graduation-cap',
  },
];

/**
 * Categories (a fixed list), products of a business (organisation) and which agent sells which
 * (docs/domains/products.md). Money is integer KES cents. Assignments reference the product and
 * the membership through (organisation_id, …) pairs, so the database refuses an assignment that
 * crosses organisations, and ending a membership ends the person's assignments.
 */
// Migrations are frozen in time: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('categories')
    .values(CATEGORIES.map((category, index) => ({ ...category, sort_order: index + 1 })))
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('organisation_id', 'uuid', (c) => c.notNull().references('organisations.id'))
    .addColumn('category_id', 'uuid', (c) => c.notNull().references('categories.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('image_file_id', 'uuid', (c) => c.references('files.id'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('DRAFT')
        .check(sql`status in ('DRAFT', 'ACTIVE', 'INACTIVE')`),
    )
    .addColumn('approved', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('price_cents', 'bigint', (c) => c.check(sql`price_cents > 0`))
    .addColumn('has_amount', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('min_amount_cents', 'bigint', (c) => c.check(sql`min_amount_cents > 0`))
    .addColumn('max_amount_cents', 'bigint', (c) => c.check(sql`max_amount_cents > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('products_organisation_id_key', ['organisation_id', 'id'])
    .addCheckConstraint(
      'products_amount_range',
      sql`min_amount_cents is null or max_amount_cents is null or min_amount_cents <= max_amount_cents`,
    )
    .addCheckConstraint(
      'products_range_needs_amount',
      sql`has_amount or (min_amount_cents is null and max_amount_cents is null)`,
    )
    .execute();
  // Codes are unique within a business whatever their case ("NHIF-1" and "nhif-1" clash).
  await db.schema
    .createIndex('products_code_key')
    .on('products')
    .unique()
    .columns(['organisation_id', sql`lower(code)`])
    .execute();
  // The list filters: a business's products by category, and by approval and status.
  await db.schema
    .createIndex('products_category_idx')
    .on('products')
    .columns(['organisation_id', 'category_id', 'name'])
    .execute();
  await db.schema
    .createIndex('products_sellable_idx')
    .on('products')
    .columns(['organisation_id', 'approved', 'status', 'name'])
    .execute();

  await db.schema
    .createTable('product_assignments')
    .addColumn('product_id', 'uuid', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('organisation_id', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('product_assignments_pk', ['product_id', 'user_id'])
    .addForeignKeyConstraint(
      'product_assignments_product_fk',
      ['organisation_id', 'product_id'],
      'products',
      ['organisation_id', 'id'],
      (c) => c.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'product_assignments_membership_fk',
      ['organisation_id', 'user_id'],
      'memberships',
      ['organisation_id', 'user_id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('product_assignments_user_idx')
    .on('product_assignments')
    .columns(['organisation_id', 'user_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['product_assignments', 'products', 'categories']) {
    await db.schema.dropTable(table).execute();
  }
}

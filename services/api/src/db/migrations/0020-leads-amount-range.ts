import { sql, type Kysely } from 'kysely';

/**
 * A product's leads by amount (docs/domains/leads.md#lists): once the list knows that the one
 * product it names has an amount, its amount filter is a range of this index, and the capped
 * count reads only the matches instead of every live lead of the product.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index leads_live_product_amount_idx on main.leads
    (organisation_id, product_id, amount_cents) where deleted_at is null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index main.leads_live_product_amount_idx`.execute(db);
}

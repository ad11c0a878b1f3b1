import { randomUUID } from 'node:crypto';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { scopeMainDatabase } from '../src/db/migrate';

interface ProductShape {
  name?: string;
  /** KES; null for a product with no price. */
  price?: number | null;
  approved?: boolean;
  status?: 'DRAFT' | 'ACTIVE' | 'INACTIVE';
}

/**
 * A product of an organisation, straight in the database: approved, ACTIVE and priced unless
 * told otherwise. Answers its id.
 */
export async function productFor(organisationId: string, shape: ProductShape = {}) {
  const db = scopeMainDatabase((await sharedTestDatabase()).db);
  const category = await db
    .selectFrom('categories')
    .select('id')
    .orderBy('sort_order')
    .executeTakeFirstOrThrow();
  const price = shape.price === undefined ? 100 : shape.price;
  const row = await db
    .insertInto('products')
    .values({
      organisation_id: organisationId,
      category_id: category.id,
      code: `P-${randomUUID().slice(0, 8)}`,
      name: shape.name ?? `Product ${randomUUID().slice(0, 6)}`,
      status: shape.status ?? 'ACTIVE',
      approved: shape.approved ?? true,
      price_cents: price === null ? null : BigInt(Math.round(price * 100)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Product, ProductStatus } from '@pamoja/contract/products';
import { toMajorUnits } from '@pamoja/contract/money';
import { fetchPage, type PageRequest } from '@pamoja/server-kit/pagination';
import type { MainDatabase } from '../db/schema';

/** Which products a caller sees (docs/domains/products.md#who-sees-what). */
export interface ProductScope {
  /** null: every organisation's (a SUPER_ADMIN without `x-organization`). */
  organisationId: string | null;
  /** Members, agents and instructors see only what is on sale: approved ACTIVE products. */
  sellableOnly: boolean;
}

export interface ProductFilters extends PageRequest {
  categoryId?: string | undefined;
  approved?: boolean | undefined;
  status?: ProductStatus | undefined;
}

/** A product's columns as the service writes them (money in cents). */
export interface ProductValues {
  category_id: string;
  code: string;
  name: string;
  description: string | null;
  image_file_id: string | null;
  status: ProductStatus;
  price_cents: bigint | null;
  has_amount: boolean;
  min_amount_cents: bigint | null;
  max_amount_cents: bigint | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ProductRow = ExpressionBuilder<MainDatabase, 'products'>;

/** On sale: approved by a SUPER_ADMIN and ACTIVE. */
export const sellable = (eb: ProductRow) =>
  eb.and([eb('products.approved', '=', true), eb('products.status', '=', 'ACTIVE')]);

const assignedTo = (userId: string) => (eb: ProductRow) =>
  eb.exists(
    eb
      .selectFrom('product_assignments as held')
      .select('held.product_id')
      .whereRef('held.product_id', '=', 'products.id')
      .where('held.user_id', '=', userId),
  );

export function productsIn(db: Kysely<MainDatabase>, scope: ProductScope) {
  let q = db
    .selectFrom('products')
    .select([
      'products.id',
      'products.organisation_id',
      'products.category_id',
      'products.code',
      'products.name',
      'products.description',
      'products.image_file_id',
      'products.status',
      'products.approved',
      'products.price_cents',
      'products.has_amount',
      'products.min_amount_cents',
      'products.max_amount_cents',
      'products.created_at',
      'products.updated_at',
    ]);
  if (scope.organisationId) q = q.where('products.organisation_id', '=', scope.organisationId);
  if (scope.sellableOnly) q = q.where(sellable);
  return q;
}

type Row = Awaited<ReturnType<ReturnType<typeof productsIn>['executeTakeFirstOrThrow']>>;

// The driver hands int8 back as a BigInt; BigInt() also copes with a string from another driver.
const kes = (cents: bigint | string | null) =>
  cents === null ? null : toMajorUnits(BigInt(cents));

const toProduct = (row: Row): Product => ({
  id: row.id,
  organisationId: row.organisation_id,
  categoryId: row.category_id,
  code: row.code,
  name: row.name,
  description: row.description,
  image: row.image_file_id,
  status: row.status,
  approved: row.approved,
  price: kes(row.price_cents),
  hasAmount: row.has_amount,
  minAmount: kes(row.min_amount_cents),
  maxAmount: kes(row.max_amount_cents),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const byName = <Q extends ReturnType<typeof productsIn>>(q: Q) =>
  q.orderBy('products.name').orderBy('products.id');

/** Products of businesses; every query is bounded by a scope or an organisation id. */
export function createProductRepository(db: Kysely<MainDatabase>) {
  return {
    async list(scope: ProductScope, filters: ProductFilters) {
      let q = productsIn(db, scope);
      if (filters.categoryId) q = q.where('products.category_id', '=', filters.categoryId);
      if (filters.approved !== undefined) q = q.where('products.approved', '=', filters.approved);
      if (filters.status) q = q.where('products.status', '=', filters.status);
      const page = await fetchPage(byName(q), filters);
      return { items: page.rows.map(toProduct), total: page.total };
    },

    async find(scope: ProductScope, id: string): Promise<Product | undefined> {
      const row = await productsIn(db, scope).where('products.id', '=', id).executeTakeFirst();
      return row && toProduct(row);
    },

    /** The stored figures a change is checked against (cents, not the JSON form). */
    stored(organisationId: string, id: string) {
      return db
        .selectFrom('products')
        .select(['status', 'approved', 'has_amount', 'min_amount_cents', 'max_amount_cents'])
        .where('organisation_id', '=', organisationId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    create(organisationId: string, values: ProductValues) {
      return db
        .insertInto('products')
        .values({ organisation_id: organisationId, ...values })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    /** Seeding: inserts what is missing; a product whose code exists is left as it is. */
    async createMissing(organisationId: string, rows: (ProductValues & { approved: boolean })[]) {
      if (rows.length === 0) return;
      await db
        .insertInto('products')
        .values(rows.map((row) => ({ organisation_id: organisationId, ...row })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    /** Ids of the organisation's products with these codes (any case), by lower-case code. */
    async idsByCode(organisationId: string, codes: string[]) {
      if (codes.length === 0) return new Map<string, string>();
      const rows = await db
        .selectFrom('products')
        .select(['id', 'code'])
        .where('organisation_id', '=', organisationId)
        .where(
          (eb) => eb.fn('lower', ['code']),
          'in',
          codes.map((code) => code.toLowerCase()),
        )
        .execute();
      return new Map(rows.map((row) => [row.code.toLowerCase(), row.id]));
    },

    /** Whether a product of the organisation was changed (false: no such product there). */
    async update(organisationId: string, id: string, changes: Partial<ProductValues>) {
      const result = await db
        .updateTable('products')
        .set({ ...changes, updated_at: new Date() })
        .where('organisation_id', '=', organisationId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async setApproval(scope: ProductScope, id: string, approved: boolean) {
      let q = db
        .updateTable('products')
        .set({ approved, updated_at: new Date() })
        .where('id', '=', id);
      if (scope.organisationId) q = q.where('organisation_id', '=', scope.organisationId);
      const result = await q.executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Deletes the product and, by cascade, its assignments; orders keep it (foreign key). */
    async remove(organisationId: string, id: string) {
      const result = await db
        .deleteFrom('products')
        .where('organisation_id', '=', organisationId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** The organisation's products among these ids, with what decides whether they are on sale. */
    ofOrganisation(organisationId: string, ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('products')
        .select(['id', 'code', 'approved', 'status'])
        .where('organisation_id', '=', organisationId)
        .where('id', 'in', ids)
        .execute();
    },

    /** A person's products in the scope, optionally of one category, by name. */
    async assignedTo(scope: ProductScope, userId: string, page: PageRequest, categoryId?: string) {
      let q = productsIn(db, scope).where(assignedTo(userId));
      if (categoryId) q = q.where('products.category_id', '=', categoryId);
      const found = await fetchPage(byName(q), page);
      return { items: found.rows.map(toProduct), total: found.total };
    },

    /** The organisation's products on sale that the person does not hold yet. */
    async notAssignedTo(
      organisationId: string,
      userId: string,
      page: PageRequest,
      categoryId: string,
    ) {
      const q = productsIn(db, { organisationId, sellableOnly: true })
        .where('products.category_id', '=', categoryId)
        .where((eb) => eb.not(assignedTo(userId)(eb)));
      const found = await fetchPage(byName(q), page);
      return { items: found.rows.map(toProduct), total: found.total };
    },

    /** What checkout needs of each product; ids that name none are simply absent. */
    async forCheckout(ids: string[]) {
      const known = ids.filter((id) => UUID.test(id));
      if (known.length === 0) return [];
      const rows = await db
        .selectFrom('products')
        .select(['id', 'organisation_id', 'name', 'price_cents', 'approved', 'status'])
        .where('id', 'in', known)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        organisationId: row.organisation_id,
        name: row.name,
        priceCents: row.price_cents === null ? null : BigInt(row.price_cents),
        approved: row.approved,
        status: row.status,
      }));
    },

    /** Whether a live organisation has this id (a SUPER_ADMIN may name any business). */
    async organisationExists(id: string) {
      const row = await db
        .selectFrom('organisations')
        .select('id')
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type ProductRepository = ReturnType<typeof createProductRepository>;

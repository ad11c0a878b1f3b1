import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Category } from '@pamoja/contract/products';
import { fetchPage, type PageRequest } from '@pamoja/server-kit/pagination';
import type { MainDatabase } from '../db/schema';

type CategoryRow = ExpressionBuilder<MainDatabase, 'categories'>;

function categories(db: Kysely<MainDatabase>) {
  return db
    .selectFrom('categories')
    .select([
      'categories.id',
      'categories.name',
      'categories.slug',
      'categories.description',
      'categories.icon',
    ]);
}

/** The order the migration seeded them in, which is the order people expect. */
const ordered = (q: ReturnType<typeof categories>) =>
  q.orderBy('categories.sort_order').orderBy('categories.id');

/**
 * Some product of the organisation in this category is held (or not held) by the person;
 * `sellableOnly` keeps to products on sale.
 */
const hasProduct =
  (organisationId: string, userId: string, rule: { assigned: boolean; sellableOnly: boolean }) =>
  (eb: CategoryRow) => {
    let products = eb
      .selectFrom('products')
      .select('products.id')
      .whereRef('products.category_id', '=', 'categories.id')
      .where('products.organisation_id', '=', organisationId);
    if (rule.sellableOnly) {
      products = products
        .where('products.approved', '=', true)
        .where('products.status', '=', 'ACTIVE');
    }
    return eb.exists(
      products.where((inner) => {
        const held = inner
          .selectFrom('product_assignments as held')
          .select('held.product_id')
          .whereRef('held.product_id', '=', 'products.id')
          .where('held.user_id', '=', userId);
        return rule.assigned ? inner.exists(held) : inner.not(inner.exists(held));
      }),
    );
  };

/** The fixed list of categories, and which of them a person's picker shows. */
export function createCategoryRepository(db: Kysely<MainDatabase>) {
  return {
    async list(page: PageRequest) {
      const found = await fetchPage(ordered(categories(db)), page);
      return { items: found.rows satisfies Category[], total: found.total };
    },

    find(id: string): Promise<Category | undefined> {
      return categories(db).where('categories.id', '=', id).executeTakeFirst();
    },

    /** Category ids by slug (the seed names categories by slug). */
    async idsBySlug() {
      const rows = await db.selectFrom('categories').select(['id', 'slug']).execute();
      return new Map(rows.map((row) => [row.slug, row.id]));
    },

    /** Categories in which the person holds products of the organisation. */
    async withAssigned(
      organisationId: string,
      userId: string,
      sellableOnly: boolean,
      page: PageRequest,
    ) {
      const q = categories(db).where(
        hasProduct(organisationId, userId, { assigned: true, sellableOnly }),
      );
      const found = await fetchPage(ordered(q), page);
      return { items: found.rows satisfies Category[], total: found.total };
    },

    /** Categories with products of the organisation on sale that the person does not hold yet. */
    async withUnassigned(organisationId: string, userId: string, page: PageRequest) {
      const q = categories(db).where(
        hasProduct(organisationId, userId, { assigned: false, sellableOnly: true }),
      );
      const found = await fetchPage(ordered(q), page);
      return { items: found.rows satisfies Category[], total: found.total };
    },
  };
}

export type CategoryRepository = ReturnType<typeof createCategoryRepository>;

import type { Kysely } from 'kysely';
import type { PickerQuery } from '@pamoja/contract/products';
import type { AuthContext } from '@pamoja/server-kit/auth/guard';
import { AppError, notFound } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { createAssignmentRepository } from './assignment-repository';
import { createCategoryRepository } from './category-repository';
import { managesProducts, personOfOrganisation, productScope } from './product-access';
import { createProductRepository } from './product-repository';

/** Every assigned product at once: one person never holds more than a business sells. */
const WHOLE = { page: 1, limit: 10_000 };

/**
 * Which agent sells which products, and the two halves of the "assign products to this agent"
 * picker: what the person holds, and what is on sale that they do not hold yet.
 */
export function createAssignmentService(db: Kysely<MainDatabase>) {
  const products = createProductRepository(db);
  const categories = createCategoryRepository(db);
  const assignments = createAssignmentRepository(db);

  async function category(id: string) {
    const found = await categories.find(id);
    if (!found) throw notFound('Category');
    return found;
  }

  /**
   * Every id must name a product of the organisation (else 404, like any id from elsewhere);
   * to assign, each must also be on sale (else 422 naming the first that is not).
   */
  async function productsOf(organisationId: string, ids: string[], mustBeOnSale: boolean) {
    const unique = [...new Set(ids)];
    const found = new Map(
      (await products.ofOrganisation(organisationId, unique)).map((row) => [row.id, row]),
    );
    for (const id of unique) if (!found.has(id)) throw notFound(`Product ${id}`);
    if (mustBeOnSale) {
      for (const [index, id] of ids.entries()) {
        const row = found.get(id);
        if (row && !(row.approved && row.status === 'ACTIVE')) {
          const message = `${row.code} (${id}) is not an approved ACTIVE product; only products on sale can be assigned`;
          throw new AppError(422, 'PRODUCT_NOT_ON_SALE', `productIds.${index}: ${message}.`, [
            { path: `productIds.${index}`, message },
          ]);
        }
      }
    }
    return unique;
  }

  const held = (auth: AuthContext, organisationId: string, userId: string) =>
    products.assignedTo({ organisationId, sellableOnly: !managesProducts(auth) }, userId, WHOLE);

  return {
    categories: (query: PickerQuery) => categories.list(query),

    async categoriesHeld(auth: AuthContext, userId: string, query: PickerQuery) {
      const { organisationId } = await personOfOrganisation(db, auth, userId);
      return categories.withAssigned(organisationId, userId, !managesProducts(auth), query);
    },

    async categoriesNotHeld(auth: AuthContext, userId: string, query: PickerQuery) {
      const { organisationId } = await personOfOrganisation(db, auth, userId);
      return categories.withUnassigned(organisationId, userId, query);
    },

    async productsHeld(auth: AuthContext, userId: string, categoryId: string, query: PickerQuery) {
      await personOfOrganisation(db, auth, userId);
      await category(categoryId);
      return products.assignedTo(productScope(auth), userId, query, categoryId);
    },

    async productsNotHeld(
      auth: AuthContext,
      userId: string,
      categoryId: string,
      query: PickerQuery,
    ) {
      const { organisationId } = await personOfOrganisation(db, auth, userId);
      await category(categoryId);
      return products.notAssignedTo(organisationId, userId, query, categoryId);
    },

    /** Only agents sell; assigning what the person already holds is fine (idempotent). */
    async assign(auth: AuthContext, userId: string, productIds: string[]) {
      const { organisationId, person } = await personOfOrganisation(db, auth, userId);
      if (!person.roles.includes('AGENT')) {
        throw new AppError(
          422,
          'NOT_AN_AGENT',
          `${person.fullName} is not an agent of this organisation. Give them the AGENT role first, then assign products.`,
        );
      }
      const ids = await productsOf(organisationId, productIds, true);
      await assignments.assign(organisationId, userId, ids);
      return (await held(auth, organisationId, userId)).items;
    },

    /**
     * Taking products back needs neither the AGENT role nor a product on sale: a former agent's,
     * or a withdrawn product's, assignments must be removable.
     */
    async unassign(auth: AuthContext, userId: string, productIds: string[]) {
      const { organisationId } = await personOfOrganisation(db, auth, userId);
      const ids = await productsOf(organisationId, productIds, false);
      await assignments.unassign(organisationId, userId, ids);
      return (await held(auth, organisationId, userId)).items;
    },
  };
}

export type AssignmentService = ReturnType<typeof createAssignmentService>;

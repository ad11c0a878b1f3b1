import type { Kysely } from 'kysely';
import {
  amountRangeIssues,
  type NewProduct,
  type ProductChanges,
  type ProductListQuery,
} from '@pamoja/contract/products';
import type { AuthContext } from '@pamoja/server-kit/auth/guard';
import { uniqueOr, unreferencedOr } from '@pamoja/server-kit/db-errors';
import { AppError, conflict, forbidden, notFound } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { createFileLookup } from '../files/files-module';
import { requestOrganisation } from '../organisations/organisations-module';
import { createCategoryRepository } from './category-repository';
import { isSuperAdmin, productScope } from './product-access';
import { createProductRepository, type ProductValues } from './product-repository';

const codeTaken = () =>
  conflict('This organisation already has a product with this code.', 'PRODUCT_CODE_TAKEN');
const inUse = () =>
  conflict(
    'This product has orders or leads, so it cannot be deleted. Set its status to INACTIVE instead.',
    'PRODUCT_IN_USE',
  );
/** A field the database had to judge (a category, a file): 422 naming the field. */
const refused = (path: string, message: string, code: string) =>
  new AppError(422, code, `${path}: ${message}`, [{ path, message }]);

function columnsOf(input: NewProduct): ProductValues {
  return {
    category_id: input.categoryId,
    code: input.code,
    name: input.name,
    description: input.description ?? null,
    image_file_id: input.image ?? null,
    status: input.status,
    price_cents: input.price ?? null,
    has_amount: input.hasAmount,
    min_amount_cents: input.minAmount ?? null,
    max_amount_cents: input.maxAmount ?? null,
  };
}

/**
 * Products of businesses. Admins create and edit their organisation's; a SUPER_ADMIN approves
 * them; members see only what is on sale (docs/domains/products.md).
 */
export function createProductService(db: Kysely<MainDatabase>) {
  const products = createProductRepository(db);
  const categories = createCategoryRepository(db);
  const files = createFileLookup(db);

  async function product(auth: AuthContext, id: string) {
    const found = await products.find(productScope(auth), id);
    if (!found) throw notFound('Product');
    return found;
  }

  async function stored(organisationId: string, id: string) {
    const found = await products.stored(organisationId, id);
    if (!found) throw notFound('Product');
    return found;
  }

  async function ensureCategory(id: string) {
    if (!(await categories.find(id))) {
      throw refused('categoryId', 'no category has this id', 'CATEGORY_NOT_FOUND');
    }
  }

  async function ensureImage(auth: AuthContext, organisationId: string, fileId: string) {
    if (!(await files.usable(fileId, { userId: auth.userId, organisationId }))) {
      throw refused(
        'image',
        'this file was not uploaded by you or for this organisation',
        'FILE_NOT_USABLE',
      );
    }
  }

  /** Turning `hasAmount` off clears the stored range; the range rules hold on the result. */
  function changedColumns(
    current: NonNullable<Awaited<ReturnType<typeof products.stored>>>,
    changes: ProductChanges,
  ): Partial<ProductValues> {
    const hasAmount = changes.hasAmount ?? current.has_amount;
    const keep = (stored: bigint | null) => (hasAmount ? stored : null);
    const range = {
      hasAmount,
      minAmount:
        changes.minAmount !== undefined ? changes.minAmount : keep(current.min_amount_cents),
      maxAmount:
        changes.maxAmount !== undefined ? changes.maxAmount : keep(current.max_amount_cents),
    };
    const issues = amountRangeIssues(range);
    const [first] = issues;
    if (first) {
      throw new AppError(400, 'VALIDATION_FAILED', `${first.path}: ${first.message}`, issues);
    }
    const columns: Partial<ProductValues> = {
      category_id: changes.categoryId,
      code: changes.code,
      name: changes.name,
      description: changes.description,
      image_file_id: changes.image,
      status: changes.status,
      price_cents: changes.price,
      has_amount: range.hasAmount,
      min_amount_cents: range.minAmount,
      max_amount_cents: range.maxAmount,
    };
    return Object.fromEntries(
      Object.entries(columns).filter(([, value]) => value !== undefined),
    ) as Partial<ProductValues>;
  }

  async function ensureFilter(query: ProductListQuery) {
    if (query.category && !(await categories.find(query.category))) throw notFound('Category');
  }

  return {
    get: product,

    async list(auth: AuthContext, query: ProductListQuery) {
      await ensureFilter(query);
      return products.list(productScope(auth), { ...query, categoryId: query.category });
    },

    /** One business's products: the request's organisation (a SUPER_ADMIN may name any). */
    async ofBusiness(auth: AuthContext, businessId: string, query: ProductListQuery) {
      const scope = productScope(auth);
      const known = scope.organisationId
        ? scope.organisationId === businessId
        : await products.organisationExists(businessId);
      if (!known) throw notFound('Business');
      await ensureFilter(query);
      return products.list(
        { ...scope, organisationId: businessId },
        { ...query, categoryId: query.category },
      );
    },

    async create(auth: AuthContext, input: NewProduct) {
      const organisationId = requestOrganisation(auth);
      await ensureCategory(input.categoryId);
      if (input.image) await ensureImage(auth, organisationId, input.image);
      const { id } = await uniqueOr(
        // A SUPER_ADMIN may name an organisation that does not exist.
        () =>
          unreferencedOr(
            () => products.create(organisationId, columnsOf(input)),
            () => notFound('Organisation'),
          ),
        codeTaken,
      );
      return product(auth, id);
    },

    async update(auth: AuthContext, id: string, changes: ProductChanges) {
      const organisationId = requestOrganisation(auth);
      const current = await stored(organisationId, id);
      if (changes.categoryId) await ensureCategory(changes.categoryId);
      if (changes.image) await ensureImage(auth, organisationId, changes.image);
      const columns = changedColumns(current, changes);
      const changed = await uniqueOr(() => products.update(organisationId, id, columns), codeTaken);
      if (!changed) throw notFound('Product');
      return product(auth, id);
    },

    /** What is on sale stays until it is taken off sale; orders keep a product forever. */
    async remove(auth: AuthContext, id: string) {
      const organisationId = requestOrganisation(auth);
      const current = await stored(organisationId, id);
      if (current.approved && current.status === 'ACTIVE') {
        throw conflict(
          'This product is approved and ACTIVE, so it is on sale. Deactivate it first (status INACTIVE), then delete it.',
          'PRODUCT_ON_SALE',
        );
      }
      if (!(await unreferencedOr(() => products.remove(organisationId, id), inUse))) {
        throw notFound('Product');
      }
    },

    /** Approval is the platform's word on a product, so only a SUPER_ADMIN gives it. */
    async approve(auth: AuthContext, id: string, approved: boolean) {
      if (!isSuperAdmin(auth)) {
        throw forbidden('Only a super admin can approve products.', 'SUPER_ADMIN_ONLY');
      }
      if (!(await products.setApproval(productScope(auth), id, approved))) {
        throw notFound('Product');
      }
      return product(auth, id);
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;

import { z } from 'zod';
import { paginatedResponse, pageQuery, successResponse } from './api-response';
import { positiveKesSchema as kes } from './money';

/** Only approved ACTIVE products are sold or used for leads (docs/domains/products.md). */
export const productStatuses = ['DRAFT', 'ACTIVE', 'INACTIVE'] as const;
export type ProductStatus = (typeof productStatuses)[number];
export const productStatusSchema = z.enum(productStatuses, {
  error: 'must be DRAFT, ACTIVE or INACTIVE',
});

export const categorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  /** An icon name the web app maps to a picture (e.g. `heart-pulse`). */
  icon: z.string(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListResponse = paginatedResponse(categorySchema);

/** Money fields are KES decimals in JSON; the database holds integer cents. */
export const productSchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  categoryId: z.uuid(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** The id of an uploaded file (`POST file-upload/single`). */
  image: z.uuid().nullable(),
  status: productStatusSchema,
  approved: z.boolean(),
  /** Only priced products can go into a cart. */
  price: z.number().nullable(),
  /** False where an amount means nothing (a lead for it carries none). */
  hasAmount: z.boolean(),
  minAmount: z.number().nullable(),
  maxAmount: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;
export const productResponse = successResponse(productSchema);
export const productListResponse = paginatedResponse(productSchema);
/** The products a person holds after an assign or unassign, whole. */
export const assignedProductsResponse = successResponse(z.array(productSchema));

const code = z
  .string({ error: 'code is required' })
  .trim()
  .min(1, 'code is required')
  .max(40, 'must be at most 40 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'must be letters, digits, dots, dashes or underscores');
const name = z
  .string({ error: 'name is required' })
  .trim()
  .min(2, 'must be at least 2 characters')
  .max(120, 'must be at most 120 characters');

/** The fields an admin sets; `approved` is not among them (a SUPER_ADMIN sets it). */
const productFields = z.object({
  categoryId: z.uuid({ error: 'must be a category id' }),
  code,
  name,
  description: z.string().trim().max(1000, 'must be at most 1000 characters').nullable(),
  image: z.uuid({ error: 'must be a file id' }).nullable(),
  status: productStatusSchema,
  price: kes.nullable(),
  // The range rule spans three fields, which JSON Schema cannot say: their descriptions do.
  hasAmount: z.boolean({ error: 'must be true or false' }).meta({
    description: 'False where an amount means nothing: then minAmount and maxAmount must be empty.',
  }),
  minAmount: kes.nullable().meta({
    description:
      'Empty unless hasAmount is true (as sent, else as stored); not more than maxAmount.',
  }),
  maxAmount: kes.nullable().meta({
    description:
      'Empty unless hasAmount is true (as sent, else as stored); not less than minAmount.',
  }),
});

interface AmountRange {
  hasAmount?: boolean | undefined;
  minAmount?: bigint | null | undefined;
  maxAmount?: bigint | null | undefined;
}

/**
 * The amount rules, on whatever the body carries: a range only when `hasAmount`, and
 * min ≤ max. The service applies the same rule to the stored product merged with a change.
 */
export function amountRangeIssues(range: AmountRange): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (range.hasAmount === false) {
    for (const path of ['minAmount', 'maxAmount'] as const) {
      if (range[path] != null) {
        issues.push({ path, message: 'must be empty when hasAmount is false' });
      }
    }
  }
  const { minAmount, maxAmount } = range;
  if (minAmount != null && maxAmount != null && minAmount > maxAmount) {
    issues.push({ path: 'minAmount', message: 'must not be more than maxAmount' });
  }
  return issues;
}

const checkAmountRange = (range: AmountRange, ctx: z.core.$RefinementCtx) => {
  for (const issue of amountRangeIssues(range)) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
};

/** `POST products`: a new product starts as an unapproved DRAFT unless a status is given. */
export const createProductRequest = productFields
  .extend({
    description: productFields.shape.description.optional(),
    image: productFields.shape.image.optional(),
    status: productStatusSchema.default('DRAFT'),
    price: productFields.shape.price.optional(),
    hasAmount: productFields.shape.hasAmount.default(true),
    minAmount: productFields.shape.minAmount.optional(),
    maxAmount: productFields.shape.maxAmount.optional(),
  })
  .superRefine(checkAmountRange);
export type CreateProductRequest = z.input<typeof createProductRequest>;
/** As the service receives it: money in cents. */
export type NewProduct = z.output<typeof createProductRequest>;

/** `PUT products/{id}`: any of the fields; `null` clears an optional one. */
export const updateProductRequest = productFields.partial().superRefine((body, ctx) => {
  if (Object.values(body).every((value) => value === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['name'], message: 'change at least one field' });
  }
  checkAmountRange(body, ctx);
});
export type UpdateProductRequest = z.input<typeof updateProductRequest>;
export type ProductChanges = z.output<typeof updateProductRequest>;

export const productApprovalRequest = z.object({
  approved: z.boolean({ error: 'must be true or false' }),
});

/** Empty query values mean "no filter" (docs/api-conventions.md). */
const approvedFilter = z
  .enum(['true', 'false', ''], { error: 'must be true or false' })
  .optional()
  .transform((value) => (value ? value === 'true' : undefined));
const statusFilter = z
  .enum([...productStatuses, ''], { error: 'must be DRAFT, ACTIVE or INACTIVE' })
  .optional()
  .transform((value) => value || undefined);
const categoryFilter = z
  .union([z.uuid(), z.literal('')], { error: 'must be a category id' })
  .optional()
  .transform((value) => value || undefined);
const wholeNumber = 'must be a whole number';
/** Without a default of its own: `size` and `limit` must tell "not given" apart. */
const pageSize = z.coerce
  .number({ error: wholeNumber })
  .int(wholeNumber)
  .min(1, 'must be 1 or more')
  .max(100, 'must be 100 or less')
  .optional();

/**
 * `GET products?page&size&category&approved&status`: `size` is the page size (its historical
 * name); `limit`, the name every other list uses, is accepted too.
 */
export const productListQuery = z
  .object({
    page: pageQuery(10).shape.page,
    size: pageSize,
    limit: pageSize,
    category: categoryFilter,
    approved: approvedFilter,
    status: statusFilter,
  })
  .transform(({ size, limit, ...filters }) => ({ ...filters, limit: size ?? limit ?? 10 }));
export type ProductListQuery = z.output<typeof productListQuery>;

/** Picker lists (categories, a person's products) come whole unless asked for pages. */
export const pickerQuery = pageQuery(100);
export type PickerQuery = z.infer<typeof pickerQuery>;

/** `PUT products/assign/{userId}` and `…/unassign/{userId}`. */
export const productAssignmentRequest = z.object({
  productIds: z
    .array(z.uuid({ error: 'must be a product id' }), { error: 'must be a list of product ids' })
    .min(1, 'name at least one product')
    .max(100, 'must be at most 100 products'),
});
export type ProductAssignmentRequest = z.infer<typeof productAssignmentRequest>;

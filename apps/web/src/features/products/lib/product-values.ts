import type { FieldErrors } from 'react-hook-form';
import type {
  CreateProductRequest,
  Product,
  ProductStatus,
  UpdateProductRequest,
} from '@pamoja/contract/products';
import { createProductRequest, updateProductRequest } from '@pamoja/contract/products';

/** The form as typed: amounts stay text until the contract's schema reads them. */
export interface ProductValues {
  code: string;
  name: string;
  description: string;
  categoryId: string;
  image: string | null;
  status: ProductStatus;
  price: string;
  hasAmount: boolean;
  minAmount: string;
  maxAmount: string;
}

export type ProductField = keyof ProductValues;
export const PRODUCT_FIELDS: readonly ProductField[] = [
  'code',
  'name',
  'description',
  'categoryId',
  'image',
  'status',
  'price',
  'hasAmount',
  'minAmount',
  'maxAmount',
];

const amountText = (amount: number | null) => (amount === null ? '' : String(amount));

export function valuesOf(product?: Product): ProductValues {
  return {
    code: product?.code ?? '',
    name: product?.name ?? '',
    description: product?.description ?? '',
    categoryId: product?.categoryId ?? '',
    image: product?.image ?? null,
    status: product?.status ?? 'DRAFT',
    price: amountText(product?.price ?? null),
    hasAmount: product?.hasAmount ?? true,
    minAmount: amountText(product?.minAmount ?? null),
    maxAmount: amountText(product?.maxAmount ?? null),
  };
}

// An emptied optional field means "none", which the contract spells null.
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The body as sent. Amounts go as the decimal text typed ("1500.50"): the contract reads text
 * exactly, where a float could not hold every cent. Without `hasAmount` the range is cleared.
 */
export function bodyOf(values: ProductValues): CreateProductRequest & UpdateProductRequest {
  return {
    categoryId: values.categoryId,
    code: values.code.trim(),
    name: values.name.trim(),
    description: orNull(values.description),
    image: values.image,
    status: values.status,
    price: orNull(values.price),
    hasAmount: values.hasAmount,
    minAmount: values.hasAmount ? orNull(values.minAmount) : null,
    maxAmount: values.hasAmount ? orNull(values.maxAmount) : null,
  };
}

/** The contract's own rules on the body, as react-hook-form errors on the fields they name. */
export function validateProduct(
  values: ProductValues,
  editing: boolean,
): FieldErrors<ProductValues> {
  const schema = editing ? updateProductRequest : createProductRequest;
  const result = schema.safeParse(bodyOf(values));
  if (result.success) return {};
  const found: FieldErrors<ProductValues> = {};
  for (const issue of result.error.issues) {
    const field = PRODUCT_FIELDS.find((name) => name === issue.path[0]) ?? 'name';
    found[field] ??= { type: issue.code, message: issue.message };
  }
  return found;
}

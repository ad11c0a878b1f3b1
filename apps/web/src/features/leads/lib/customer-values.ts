import type { TFunction } from 'i18next';
import type { FieldErrors } from 'react-hook-form';
import { createLeadRequest } from '@pamoja/contract/leads';
import type { CreateLeadRequest } from '@pamoja/contract/leads';
import type { SellableProduct } from '../api/list-my-products';

/** The customer step as typed: the amount stays text until the contract's schema reads it. */
export interface CustomerValues {
  name: string;
  phoneNumber: string;
  nationalId: string;
  amount: string;
  location: string;
  facilityId: string;
  /** Shown in the picker when the agent comes back to the step. */
  facilityName: string;
  referralId: string;
}

export type CustomerField = Exclude<keyof CustomerValues, 'facilityName'>;
export const CUSTOMER_FIELDS: readonly CustomerField[] = [
  'name',
  'phoneNumber',
  'nationalId',
  'amount',
  'location',
  'facilityId',
  'referralId',
];

export const emptyCustomer: CustomerValues = {
  name: '',
  phoneNumber: '',
  nationalId: '',
  amount: '',
  location: '',
  facilityId: '',
  facilityName: '',
  referralId: '',
};

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/**
 * The capture body without the consent code. The amount goes only for a product that asks for
 * one, the facility only for health insurance: the server refuses either anywhere else.
 */
export function customerBody(
  values: CustomerValues,
  { product, needsFacility }: SellableProduct,
): Omit<CreateLeadRequest, 'otp'> {
  return {
    productId: product.id,
    name: values.name.trim(),
    phoneNumber: values.phoneNumber.trim(),
    nationalId: optional(values.nationalId),
    amount: product.hasAmount ? values.amount.trim() : undefined,
    location: values.location.trim(),
    referralId: optional(values.referralId),
    facilityId: needsFacility ? values.facilityId : undefined,
  };
}

/** What the product adds to the contract: its amount rules (whole shillings) and the facility. */
function productIssues(
  values: CustomerValues,
  { product, needsFacility }: SellableProduct,
  t: TFunction,
): [CustomerField, string][] {
  const issues: [CustomerField, string][] = [];
  if (needsFacility && values.facilityId === '') {
    issues.push(['facilityId', t('leads.capture.errors.facilityRequired')]);
  }
  if (!product.hasAmount) return issues;
  const amount = values.amount.trim();
  const { minAmount: min, maxAmount: max } = product;
  if (amount === '') {
    issues.push(['amount', t('leads.capture.errors.amountRequired')]);
  } else if (!/^\d+$/.test(amount)) {
    issues.push(['amount', t('leads.capture.errors.wholeShillings')]);
  } else if ((min !== null && Number(amount) < min) || (max !== null && Number(amount) > max)) {
    const range = max === null ? 'amountAtLeast' : 'amountRange';
    issues.push(['amount', t(`leads.capture.errors.${range}`, { min: min ?? 1, max })]);
  }
  return issues;
}

/** The contract's rules, then the product's, as react-hook-form errors on the fields. */
export function validateCustomer(
  values: CustomerValues,
  sellable: SellableProduct,
  t: TFunction,
): FieldErrors<CustomerValues> {
  const found: FieldErrors<CustomerValues> = {};
  for (const [field, message] of productIssues(values, sellable, t)) {
    found[field] = { type: 'product', message };
  }
  const result = createLeadRequest.omit({ otp: true }).safeParse(customerBody(values, sellable));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = CUSTOMER_FIELDS.find((name) => name === issue.path[0]) ?? 'name';
      found[field] ??= { type: issue.code, message: issue.message };
    }
  }
  return found;
}

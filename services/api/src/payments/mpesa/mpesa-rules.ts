import { MINOR_PER_MAJOR } from '@pamoja/contract/money';
import { ProviderRefusal } from '../payment-providers';

/** Daraja's AccountReference is at most 12 characters (longer ones are refused by M-Pesa). */
export const ACCOUNT_REFERENCE_LIMIT = 12;
/** TransactionDesc, Remarks and Occassion are short free texts on Daraja. */
const DESCRIPTION_LIMIT = 100;

/**
 * M-Pesa moves whole shillings only (docs/api-conventions.md). A fractional amount is refused before any call,
 * so the caller can void a hold safely instead of rounding someone's money.
 */
export function wholeShillings(amount: bigint): number {
  if (amount <= 0n) throw new ProviderRefusal('The amount must be more than zero.');
  if (amount % MINOR_PER_MAJOR !== 0n) {
    throw new ProviderRefusal('M-Pesa moves whole shillings only: the amount has cents.');
  }
  return Number(amount / MINOR_PER_MAJOR);
}

/** Refused rather than cut: a truncated reference could match another payment's. */
export function accountReference(reference: string): string {
  const trimmed = reference.trim();
  if (trimmed.length === 0 || trimmed.length > ACCOUNT_REFERENCE_LIMIT) {
    throw new ProviderRefusal(
      `The account reference must be 1 to ${ACCOUNT_REFERENCE_LIMIT} characters.`,
    );
  }
  return trimmed;
}

/** Descriptions are only shown to people, so these are cut, never refused. */
export function shortText(text: string, fallback: string): string {
  const trimmed = text.trim().slice(0, DESCRIPTION_LIMIT);
  return trimmed.length >= 2 ? trimmed : fallback;
}

const MSISDN = /^254[17]\d{8}$/;

/** Phones reach the providers as 254XXXXXXXXX (normalised by the contract's phoneSchema). */
export function msisdn(phoneNumber: string | undefined): string {
  if (!phoneNumber || !MSISDN.test(phoneNumber)) {
    throw new ProviderRefusal('The phone number must be a Kenyan mobile number 254XXXXXXXXX.');
  }
  return phoneNumber;
}

/** Result codes arrive as numbers in callbacks and as strings in queries: one form for callers. */
export const resultCodeOf = (value: string | number): string | number =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;

import type { BankPrice, TransferType } from '@pamoja/contract/reference-data';

export type WithdrawKind = 'mpesa' | 'pesalinkPhone' | 'pesalinkAccount' | 'bank';

export const WITHDRAW_KINDS: readonly WithdrawKind[] = [
  'mpesa',
  'pesalinkPhone',
  'pesalinkAccount',
  'bank',
];

export const TRANSFER_TYPE: Readonly<Record<WithdrawKind, TransferType>> = {
  mpesa: 'MPESA_B2C',
  pesalinkPhone: 'PESALINK_PHONE',
  pesalinkAccount: 'PESALINK_ACCOUNT',
  bank: 'BANK_IFT',
};

/**
 * The fee for an amount (both in KES): the highest tier starting at or below it, as long as the
 * amount is within that tier. Null when no tier covers the amount (outside the transfer's limits).
 */
export function feeFor(tiers: readonly BankPrice[], amount: number): number | null {
  const tier = [...tiers]
    .filter((candidate) => candidate.minAmount <= amount)
    .sort((a, b) => b.minAmount - a.minAmount)[0];
  if (!tier || amount > tier.maxAmount + 0.99) return null;
  return tier.fee;
}

/** The smallest and largest amount the tiers cover: the transfer's limits. */
export function limitsOf(tiers: readonly BankPrice[]): { min: number; max: number } | null {
  if (tiers.length === 0) return null;
  return {
    min: Math.min(...tiers.map((tier) => tier.minAmount)),
    max: Math.max(...tiers.map((tier) => tier.maxAmount)),
  };
}

import type { TransferType } from '@pamoja/contract/reference-data';

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
 * The contract's fee rule, in KES: `feeFor(tiers, amount)` is the fee, or null when the amount is
 * outside the transfer's limits; `limitsOf(tiers)` are those limits (null without tiers).
 */
export { feeFor, limitsOf } from '@pamoja/contract/fees';

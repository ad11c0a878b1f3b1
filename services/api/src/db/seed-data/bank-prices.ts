import type { TransferType } from '@pamoja/contract/reference-data';

/**
 * Fee tiers seeded by migration 0001-reference-data. Migrations are frozen once released: change
 * tariffs with a new migration, not by editing this list.
 *
 * Every amount is in integer minor units (KES cents): KES 100 is 10000. Bounds are inclusive and
 * tiers are whole shillings, so each tier starts one shilling (100 cents) above the previous
 * tier's maximum — M-Pesa and Pesalink move whole shillings only. A lookup for an amount with
 * cents should compare `min_amount <= amount` and take the highest such tier, which also covers
 * the 1..99-cent space between two tiers.
 */
export interface BankPriceSeed {
  transferType: TransferType;
  minAmount: number;
  maxAmount: number;
  fee: number;
  currencyCode: string;
}

/** Whole shillings → cents. */
export function kes(shillings: number): number {
  return shillings * 100;
}

/** Inclusive amount limits of each transfer type, in cents. */
export const TRANSFER_LIMITS: Readonly<Record<TransferType, { min: number; max: number }>> = {
  // Pamoja's own minimum for moving money between accounts in the same bank.
  BANK_IFT: { min: kes(100), max: kes(999_999) },
  // Pesalink's per-transaction ceiling is KES 999,999.
  PESALINK_ACCOUNT: { min: kes(10), max: kes(999_999) },
  PESALINK_PHONE: { min: kes(10), max: kes(999_999) },
  // M-Pesa B2C pays out KES 10 to KES 150,000 per transaction.
  MPESA_B2C: { min: kes(10), max: kes(150_000) },
};

type Tier = readonly [minShillings: number, maxShillings: number, feeShillings: number];

function tiers(transferType: TransferType, rows: readonly Tier[]): BankPriceSeed[] {
  return rows.map(([min, max, fee]) => ({
    transferType,
    minAmount: kes(min),
    maxAmount: kes(max),
    fee: kes(fee),
    currencyCode: 'KES',
  }));
}

// Pesalink tariffs are set by each bank. These are working tiers shaped like typical bank
// tariffs (free for small sends, KES 50-100 above), the same for account and phone-alias sends;
// finance should confirm them against the partner bank's tariff before launch.
const PESALINK_TIERS: readonly Tier[] = [
  [10, 500, 0],
  [501, 10_000, 50],
  [10_001, 100_000, 75],
  [100_001, 999_999, 100],
];

export const BANK_PRICES: readonly BankPriceSeed[] = [
  // Intra-bank transfer: a small flat fee per size band (working values; finance to confirm).
  ...tiers('BANK_IFT', [
    [100, 10_000, 10],
    [10_001, 100_000, 20],
    [100_001, 999_999, 30],
  ]),
  ...tiers('PESALINK_ACCOUNT', PESALINK_TIERS),
  ...tiers('PESALINK_PHONE', PESALINK_TIERS),
  // Mirrors Safaricom's M-Pesa "send to a registered user" tariff, up to the B2C ceiling.
  ...tiers('MPESA_B2C', [
    [10, 100, 0],
    [101, 500, 7],
    [501, 1_000, 13],
    [1_001, 1_500, 23],
    [1_501, 2_500, 33],
    [2_501, 3_500, 53],
    [3_501, 5_000, 57],
    [5_001, 7_500, 78],
    [7_501, 10_000, 90],
    [10_001, 15_000, 100],
    [15_001, 20_000, 105],
    [20_001, 35_000, 108],
    [35_001, 50_000, 108],
    [50_001, 150_000, 108],
  ]),
];

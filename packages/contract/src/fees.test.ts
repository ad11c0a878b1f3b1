import { describe, expect, it } from 'vitest';
import { feeFor, feeForCents, limitsOf, tiersInCents, type FeeTier } from './fees';
import { BANK_TRANSFER_MAX } from './wallet';

const tier = (minAmount: number, maxAmount: number, fee: number): FeeTier => ({
  minAmount,
  maxAmount,
  fee,
});

// Shaped like the seed (services/api/src/db/seed-data/bank-prices.ts), in KES.
const MPESA: FeeTier[] = [
  tier(10, 100, 0),
  tier(101, 500, 7),
  tier(501, 1_000, 13),
  tier(1_001, 1_500, 23),
  tier(50_001, 150_000, 108),
];
const PESALINK: FeeTier[] = [
  tier(10, 500, 0),
  tier(501, 10_000, 50),
  tier(10_001, 100_000, 75),
  tier(100_001, BANK_TRANSFER_MAX, 100),
];
const BANK_IFT: FeeTier[] = [
  tier(100, 10_000, 10),
  tier(10_001, 100_000, 20),
  tier(100_001, BANK_TRANSFER_MAX, 30),
];

describe('feeFor in KES', () => {
  it.each([
    [10, 0], // the lowest minimum
    [100, 0], // a tier's maximum
    [101, 7], // the next tier's minimum
    [500, 7],
    [501, 13],
    [1_000, 13],
    [1_001, 23],
    [150_000, 108], // the highest maximum
  ])('M-Pesa KES %d costs KES %d', (amount, fee) => {
    expect(feeFor(MPESA, amount)).toBe(fee);
  });

  it('gives an amount between two whole-shilling tiers the lower tier’s fee', () => {
    expect(feeFor(MPESA, 100.5)).toBe(0);
    expect(feeFor(MPESA, 1_000.5)).toBe(13);
    expect(feeFor(MPESA, 1_000.99)).toBe(13);
    expect(feeFor(PESALINK, 500.5)).toBe(0);
    expect(feeFor(BANK_IFT, 100_000.5)).toBe(20);
  });

  it('charges the last tier up to the type’s ceiling', () => {
    expect(feeFor(PESALINK, BANK_TRANSFER_MAX)).toBe(100);
    expect(feeFor(BANK_IFT, BANK_TRANSFER_MAX)).toBe(30);
  });

  it('has no fee outside the limits', () => {
    expect(feeFor(MPESA, 9.99)).toBeNull();
    expect(feeFor(MPESA, 150_000.01)).toBeNull();
    expect(feeFor(BANK_IFT, 99.99)).toBeNull();
    expect(feeFor(BANK_IFT, BANK_TRANSFER_MAX + 0.01)).toBeNull();
    expect(feeFor(PESALINK, 0)).toBeNull();
  });

  it('has no fee without tiers', () => {
    expect(feeFor([], 100)).toBeNull();
  });

  it('does not depend on the order of the tiers', () => {
    const shuffled = [MPESA[3]!, MPESA[0]!, MPESA[4]!, MPESA[2]!, MPESA[1]!];
    for (const amount of [10, 100, 100.5, 101, 1_000.5, 1_001, 150_000]) {
      expect(feeFor(shuffled, amount), `KES ${amount}`).toBe(feeFor(MPESA, amount));
    }
    expect(feeFor(shuffled, 9.99)).toBeNull();
    expect(feeFor(shuffled, 150_000.01)).toBeNull();
  });
});

describe('feeFor in cents', () => {
  const mpesa = tiersInCents(MPESA);

  it('turns KES tiers into cents', () => {
    expect(tiersInCents([tier(10, 100.5, 7)])).toEqual([
      { minAmount: 1_000n, maxAmount: 10_050n, fee: 700n },
    ]);
    expect(() => tiersInCents([tier(-1, 100, 0)])).toThrow(RangeError);
  });

  it.each([
    [1_000n, 0n], // exact minimum, KES 10
    [10_000n, 0n], // exact maximum, KES 100
    [10_050n, 0n], // KES 100.50, between two tiers
    [10_099n, 0n],
    [10_100n, 700n], // KES 101
    [15_000_000n, 10_800n], // KES 150,000
  ])('M-Pesa %d cents cost %d cents', (amount, fee) => {
    expect(feeFor(mpesa, amount)).toBe(fee);
    expect(feeForCents(MPESA, amount)).toBe(fee);
  });

  it('has no fee outside the limits', () => {
    expect(feeForCents(MPESA, 999n)).toBeNull();
    expect(feeForCents(MPESA, 15_000_001n)).toBeNull();
    expect(feeForCents(BANK_IFT, 9_999n)).toBeNull();
    expect(feeForCents(BANK_IFT, BigInt(BANK_TRANSFER_MAX) * 100n + 1n)).toBeNull();
    expect(feeForCents([], 10_000n)).toBeNull();
  });

  it('does not depend on the order of the tiers', () => {
    const reversed = [...MPESA].reverse();
    expect(feeForCents(reversed, 10_050n)).toBe(0n);
    expect(feeForCents(reversed, 100_050n)).toBe(1_300n);
    expect(feeForCents(reversed, 999n)).toBeNull();
  });
});

describe('limitsOf', () => {
  it('is the lowest minimum and the highest maximum', () => {
    expect(limitsOf(MPESA)).toEqual({ min: 10, max: 150_000 });
    expect(limitsOf(BANK_IFT)).toEqual({ min: 100, max: BANK_TRANSFER_MAX });
    expect(limitsOf([...PESALINK].reverse())).toEqual({ min: 10, max: BANK_TRANSFER_MAX });
    expect(limitsOf(tiersInCents(MPESA))).toEqual({ min: 1_000n, max: 15_000_000n });
  });

  it('is null without tiers', () => {
    expect(limitsOf([])).toBeNull();
  });
});

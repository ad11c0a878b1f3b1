import { describe, expect, test } from 'vitest';
import { BANK_PRICES } from '../testing/fixtures';
import { feeFor, limitsOf } from './fees';

describe('feeFor', () => {
  const mpesa = BANK_PRICES.MPESA_B2C;

  test.each([
    [10, 0],
    [100, 0],
    [101, 7],
    [200, 7],
    [500, 7],
    [501, 13],
    [1_000, 13],
    [150_000, 108],
  ])('M-Pesa KES %d costs KES %d', (amount, fee) => {
    expect(feeFor(mpesa, amount)).toBe(fee);
  });

  test('a few cents between two whole-shilling tiers belong to the lower one', () => {
    expect(feeFor(mpesa, 100.5)).toBe(0);
    expect(feeFor(mpesa, 1_000.5)).toBe(13);
  });

  test('outside every tier there is no fee to show', () => {
    expect(feeFor(mpesa, 9)).toBeNull();
    expect(feeFor(mpesa, 150_001)).toBeNull();
    expect(feeFor([], 100)).toBeNull();
  });
});

describe('limitsOf', () => {
  test('the lowest and highest amounts the tiers cover', () => {
    expect(limitsOf(BANK_PRICES.BANK_IFT)).toEqual({ min: 100, max: 999_999 });
    expect(limitsOf(BANK_PRICES.MPESA_B2C)).toEqual({ min: 10, max: 150_000 });
    expect(limitsOf([])).toBeNull();
  });
});

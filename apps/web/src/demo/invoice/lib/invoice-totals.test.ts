import { describe, expect, test } from 'vitest';
import { invoiceTotals, lineAmount } from './invoice-totals';

describe('invoice totals', () => {
  test('a line is cost × quantity, blanks and negatives count as nothing', () => {
    expect(lineAmount({ cost: 24, qty: 3 })).toBe(72);
    expect(lineAmount({ cost: Number.NaN, qty: 3 })).toBe(0);
    expect(lineAmount({ cost: -5, qty: 3 })).toBe(0);
    expect(lineAmount({ cost: 0.1, qty: 3 })).toBe(0.3);
  });

  test('subtotal, discount on it, tax on what remains', () => {
    const totals = invoiceTotals(
      [
        { cost: 100, qty: 2 },
        { cost: 50, qty: 1 },
      ],
      10,
      20,
    );
    expect(totals).toEqual({ subtotal: 250, discount: 25, tax: 45, total: 270 });
  });

  test('percentages are held to 0–100; no lines is all zero', () => {
    expect(invoiceTotals([{ cost: 10, qty: 1 }], 150, -3)).toEqual({
      subtotal: 10,
      discount: 10,
      tax: 0,
      total: 0,
    });
    expect(invoiceTotals([], 0, 0)).toEqual({ subtotal: 0, discount: 0, tax: 0, total: 0 });
  });
});

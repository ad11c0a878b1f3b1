import { describe, expect, test } from 'vitest';
import type { CartLine } from '../../mock/schemas/shop-schema';
import { cartTotals, DELIVERY_CHARGE } from './cart-totals';

const line = (id: number, price: number, qty: number, discountPercentage: number, free = true) =>
  ({ id, price, qty, discountPercentage, hasFreeShipping: free }) as CartLine;

describe('cartTotals', () => {
  test('bag total is price × quantity, the discount each line’s own percentage', () => {
    const totals = cartTotals([line(1, 100, 2, 10), line(2, 19.99, 1, 3)]);
    expect(totals.items).toBe(3);
    expect(totals.bagTotal).toBe(219.99);
    expect(totals.discount).toBe(20.6); // 20 + 0.5997, to the cent
    expect(totals.delivery).toBe(0);
    expect(totals.total).toBe(199.39);
  });

  test('a line without free shipping pays delivery; quantities may be overridden', () => {
    const lines = [line(1, 50, 1, 20, false), line(2, 10, 1, 5)];
    const totals = cartTotals(lines, { 2: 4 });
    expect(totals.items).toBe(5);
    expect(totals.bagTotal).toBe(90);
    expect(totals.discount).toBe(12);
    expect(totals.delivery).toBe(DELIVERY_CHARGE);
    expect(totals.total).toBe(90 - 12 + DELIVERY_CHARGE);
  });

  test('an empty cart costs nothing', () => {
    expect(cartTotals([])).toEqual({ items: 0, bagTotal: 0, discount: 0, delivery: 0, total: 0 });
  });
});

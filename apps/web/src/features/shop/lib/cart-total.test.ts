import { describe, expect, test } from 'vitest';
import { product } from '../testing/fixtures';
import { cartTotal, checkoutBlock, lineTotal, type CartLine } from './cart-total';

const line = (n: number, price: number | null, quantity: number): CartLine => ({
  item: { id: `line-${n}`, productId: `product-${n}`, quantity },
  product: product(n, { price }),
  state: 'ready',
});

describe('cart total', () => {
  test('adds the lines in cents, so decimals do not drift', () => {
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(cartTotal([line(1, 1_500, 2), line(2, 0.1, 3)])).toBe(3_000.3);
  });

  test('an unpriced or unknown product counts nothing', () => {
    const unknown: CartLine = { ...line(3, 100, 1), product: undefined, state: 'unavailable' };
    expect(cartTotal([line(1, 1_500, 1), line(2, null, 4), unknown])).toBe(1_500);
  });

  test('says what stops the checkout, most urgent first', () => {
    expect(checkoutBlock([])).toBe('empty');
    const loading: CartLine = { ...line(4, 100, 1), product: undefined, state: 'loading' };
    const gone: CartLine = { ...line(5, 100, 1), product: undefined, state: 'unavailable' };
    expect(checkoutBlock([line(1, 100, 1), gone, loading])).toBe('unavailable');
    expect(checkoutBlock([line(1, null, 1), loading])).toBe('unpriced');
    expect(checkoutBlock([line(1, 100, 1), loading])).toBe('loading');
    expect(checkoutBlock([line(1, 100_000, 2)])).toBe('overLimit');
    expect(checkoutBlock([line(1, 99.5, 1)])).toBe('cents');
    expect(checkoutBlock([line(1, 99.5, 2)])).toBeNull();
  });
});

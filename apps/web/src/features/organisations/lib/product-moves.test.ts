import { describe, expect, test } from 'vitest';
import type { Product } from '@pamoja/contract/products';
import { moveCount, moveIn, moveOut, NO_MOVES, pickerLists } from './product-moves';

const item = (id: string, name: string, categoryId = 'c1') => ({ id, name, categoryId }) as Product;
const a = item('a', 'Alpha');
const b = item('b', 'Beta');
const c = item('c', 'Gamma', 'c2');

describe('product moves', () => {
  test('a move and its way back cancel out', () => {
    const there = moveIn(NO_MOVES, [a]);
    expect(moveCount(there)).toEqual({ assign: 1, unassign: 0 });
    expect(moveOut(there, [a])).toEqual(NO_MOVES);
    expect(moveIn(moveOut(NO_MOVES, [b]), [b])).toEqual(NO_MOVES);
  });

  test('the lists of one category, as they will be once saved, by name', () => {
    const moves = moveOut(moveIn(NO_MOVES, [a, c]), [b]);
    expect(pickerLists([b], [a], moves, 'c1')).toEqual({ assigned: [a], available: [b] });
    expect(pickerLists([], [c], moves, 'c2')).toEqual({ assigned: [c], available: [] });
  });
});

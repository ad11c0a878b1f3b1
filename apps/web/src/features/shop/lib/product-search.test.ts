import { describe, expect, test } from 'vitest';
import { product } from '../testing/fixtures';
import { searchProducts } from './product-search';

const cover = product(1, { name: 'Family health cover', code: 'FHC-1' });
const course = product(2, { name: 'Crème course', description: 'Bookkeeping for shops' });

describe('searchProducts', () => {
  test('every word must match the name, code or description, accents and case aside', () => {
    expect(searchProducts([cover, course], '')).toEqual([cover, course]);
    expect(searchProducts([cover, course], 'HEALTH family')).toEqual([cover]);
    expect(searchProducts([cover, course], 'fhc')).toEqual([cover]);
    expect(searchProducts([cover, course], 'creme bookkeeping')).toEqual([course]);
    expect(searchProducts([cover, course], 'health shops')).toEqual([]);
  });
});

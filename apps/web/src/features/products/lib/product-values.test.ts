import { describe, expect, test } from 'vitest';
import { bodyOf, validateProduct, valuesOf } from './product-values';

const CATEGORY = '4b1f8f0e-2a54-4c8e-9d3a-7f6e5d4c3b2a';

describe('product form values', () => {
  test('an empty optional field is sent as null; no range without hasAmount', () => {
    const values = {
      ...valuesOf(),
      categoryId: CATEGORY,
      code: ' SOLAR-1 ',
      name: 'Solar lamp',
      price: '1500.50',
      hasAmount: false,
      minAmount: '100',
    };
    expect(bodyOf(values)).toEqual({
      categoryId: CATEGORY,
      code: 'SOLAR-1',
      name: 'Solar lamp',
      description: null,
      image: null,
      status: 'DRAFT',
      price: '1500.50',
      hasAmount: false,
      minAmount: null,
      maxAmount: null,
    });
    expect(validateProduct(values, false)).toEqual({});
  });

  test('the contract’s rules land on their fields', () => {
    const errors = validateProduct(
      { ...valuesOf(), code: 'a b', name: 'x', price: '-5', minAmount: '900', maxAmount: '100' },
      false,
    );
    expect(errors.categoryId?.message).toBe('must be a category id');
    expect(errors.code?.message).toBe('must be letters, digits, dots, dashes or underscores');
    expect(errors.name?.message).toBe('must be at least 2 characters');
    expect(errors.price?.message).toBe('must be more than 0');
    expect(errors.minAmount?.message).toBe('must not be more than maxAmount');
  });
});

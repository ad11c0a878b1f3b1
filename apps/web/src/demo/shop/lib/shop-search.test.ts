import { describe, expect, test } from 'vitest';
import { productQueryOf, readShopState, SHOP_PAGE_SIZE, writeShopState } from './shop-search';

describe('the shop’s URL', () => {
  test('an empty URL is the plain shop: featured, page 1, grid, no filters', () => {
    const state = readShopState(new URLSearchParams());
    expect(state).toEqual({
      q: '',
      sortBy: 'featured',
      page: 1,
      view: 'grid',
      brands: [],
      price: 'all',
      rating: 0,
    });
    expect(writeShopState(state).toString()).toBe('');
    expect(productQueryOf(state)).toEqual({
      q: undefined,
      sortBy: 'featured',
      page: 1,
      perPage: SHOP_PAGE_SIZE,
      brand: undefined,
      rating: undefined,
    });
  });

  test('a state survives the round trip and asks the mock for what it shows', () => {
    const params = new URLSearchParams(
      'q=phone&sortBy=price-asc&brand=Apple&brand=Sony&price=100-500&rating=4&view=list&page=2',
    );
    const state = readShopState(params);
    expect(writeShopState(state).toString()).toBe(params.toString());
    expect(productQueryOf(state)).toEqual({
      q: 'phone',
      sortBy: 'price-asc',
      page: 2,
      perPage: 9,
      brand: ['Apple', 'Sony'],
      priceMin: 100,
      priceMax: 500,
      rating: 4,
    });
  });

  test('unknown values fall back to the defaults', () => {
    const state = readShopState(
      new URLSearchParams('sortBy=cheapest&page=-3&price=free&rating=9&view=table'),
    );
    expect(state).toMatchObject({
      sortBy: 'featured',
      page: 1,
      price: 'all',
      rating: 0,
      view: 'grid',
    });
  });
});

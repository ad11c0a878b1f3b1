import type { ProductSort } from '../../mock/schemas/shop-schema';
import type { ProductQuery } from '../api/list-products';

/** The grid holds nine products a page (the mock's page size, docs/demo-mock.md). */
export const SHOP_PAGE_SIZE = 9;

// The mock's sort orders, repeated here so the page does not load zod for a list of names.
export const SORTS: readonly ProductSort[] = ['featured', 'price-asc', 'price-desc'];

/** The price ranges of the filter sidebar, in dollars, inclusive. */
export const PRICE_RANGES = {
  all: {},
  'under-100': { priceMax: 100 },
  '100-500': { priceMin: 100, priceMax: 500 },
  '500-1000': { priceMin: 500, priceMax: 1000 },
  'over-1000': { priceMin: 1000 },
} as const satisfies Record<string, { priceMin?: number; priceMax?: number }>;
export type PriceRange = keyof typeof PRICE_RANGES;

/** "4 stars and up" … "1 star and up"; 0 is any rating. */
export const RATINGS = [4, 3, 2, 1] as const;

export type ShopView = 'grid' | 'list';

/** Everything the shop page shows, kept in its URL so a reload or Back returns to it. */
export interface ShopState {
  q: string;
  sortBy: ProductSort;
  page: number;
  view: ShopView;
  brands: string[];
  price: PriceRange;
  rating: number;
}

const isSort = (value: string | null): value is ProductSort => SORTS.includes(value as ProductSort);
const isPriceRange = (value: string | null): value is PriceRange =>
  value !== null && Object.hasOwn(PRICE_RANGES, value);

/** Reads the shop's URL; anything unknown falls back to the default. */
export function readShopState(params: URLSearchParams): ShopState {
  const page = Number(params.get('page'));
  const rating = Number(params.get('rating'));
  const sortBy = params.get('sortBy');
  const price = params.get('price');
  return {
    q: params.get('q') ?? '',
    sortBy: isSort(sortBy) ? sortBy : 'featured',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    view: params.get('view') === 'list' ? 'list' : 'grid',
    brands: params.getAll('brand').filter(Boolean),
    price: isPriceRange(price) ? price : 'all',
    rating: (RATINGS as readonly number[]).includes(rating) ? rating : 0,
  };
}

/** The URL of a state: defaults are left out, so the plain shop is plain `/apps/ecommerce/shop`. */
export function writeShopState(state: ShopState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.sortBy !== 'featured') params.set('sortBy', state.sortBy);
  for (const brand of state.brands) params.append('brand', brand);
  if (state.price !== 'all') params.set('price', state.price);
  if (state.rating > 0) params.set('rating', String(state.rating));
  if (state.view !== 'grid') params.set('view', state.view);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** What the mock is asked for a state. */
export function productQueryOf(state: ShopState): ProductQuery {
  return {
    q: state.q.trim() || undefined,
    sortBy: state.sortBy,
    page: state.page,
    perPage: SHOP_PAGE_SIZE,
    brand: state.brands.length > 0 ? state.brands : undefined,
    ...PRICE_RANGES[state.price],
    rating: state.rating > 0 ? state.rating : undefined,
  };
}

import { http, HttpResponse } from 'msw';
import { pageOf } from '../lib/paginate';
import { matchesTerm, queryOf, sortedBy, termOf } from '../lib/query';
import { notFound } from '../lib/respond';
import type { Product, ProductDetail, ProductList } from '../schemas/shop-schema';
import { demoStore } from '../store/demo-store';
import { detailOf, findProduct, listed } from './ecommerce-views';

/** The shop's grid holds nine products a page. */
export const SHOP_PAGE_SIZE = 9;

/** A number in the query, or undefined when absent, blank or not a number. */
function numberOf(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name)?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The shop's filters: `brand` (repeated, or comma-separated; any of them), `priceMin` and
 * `priceMax` (inclusive), `rating` (that many stars or more). A blank one means no filter.
 */
function productFilter(params: URLSearchParams): (product: Product) => boolean {
  const brands = new Set(
    params
      .getAll('brand')
      .flatMap((value) => value.split(','))
      .map((value) => value.trim().toLowerCase())
      .filter(Boolean),
  );
  const priceMin = numberOf(params, 'priceMin');
  const priceMax = numberOf(params, 'priceMax');
  const rating = numberOf(params, 'rating');
  return (product) =>
    (brands.size === 0 || brands.has(product.brand.toLowerCase())) &&
    (priceMin === undefined || product.price >= priceMin) &&
    (priceMax === undefined || product.price <= priceMax) &&
    (rating === undefined || product.rating >= rating);
}

function sortProducts(products: Product[], sortBy: string | null): Product[] {
  if (sortBy === 'price-asc') return sortedBy(products, (product) => product.price, 'asc');
  if (sortBy === 'price-desc') return sortedBy(products, (product) => product.price, 'desc');
  // "featured", the default: the newest (highest id) first.
  return sortedBy(products, (product) => product.id, 'desc');
}

export const ecommerceProductHandlers = [
  http.get('/apps/ecommerce/products', ({ request }) => {
    const params = queryOf(request);
    const term = termOf(params);
    const store = demoStore();
    const all = store.products.map(({ product }) => product);
    const filter = productFilter(params);
    const matching = all.filter(
      (product) => matchesTerm(term, product.name, product.brand) && filter(product),
    );
    const sorted = sortProducts(matching, params.get('sortBy'));
    return HttpResponse.json<ProductList>({
      products: pageOf(sorted, params, SHOP_PAGE_SIZE).map((product) => listed(store, product)),
      total: sorted.length,
      userWishlist: store.wishlist,
      userCart: store.cart.map(({ id, productId, qty }) => ({ id, productId, qty })),
      brands: [...new Set(all.map((product) => product.brand))].sort(),
    });
  }),

  http.get<{ slug: string }>('/apps/ecommerce/products/:slug', ({ params }) => {
    const store = demoStore();
    const record = findProduct(store, params.slug);
    if (!record) return notFound(`There is no product ${params.slug}.`);
    return HttpResponse.json<ProductDetail>(detailOf(store, record));
  }),
];

import { http, HttpResponse } from 'msw';
import { pageOf } from '../lib/paginate';
import { matchesTerm, queryOf, sortedBy, termOf } from '../lib/query';
import { notFound } from '../lib/respond';
import type { Product, ProductDetail, ProductList } from '../schemas/shop-schema';
import { demoStore } from '../store/demo-store';
import { detailOf, findProduct, listed } from './ecommerce-views';

/** The shop's grid holds nine products a page. */
export const SHOP_PAGE_SIZE = 9;

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
    const matching = store.products
      .map(({ product }) => product)
      .filter((product) => matchesTerm(term, product.name, product.brand));
    const sorted = sortProducts(matching, params.get('sortBy'));
    return HttpResponse.json<ProductList>({
      products: pageOf(sorted, params, SHOP_PAGE_SIZE).map((product) => listed(store, product)),
      total: sorted.length,
      userWishlist: store.wishlist,
      userCart: store.cart.map(({ id, productId, qty }) => ({ id, productId, qty })),
    });
  }),

  http.get<{ slug: string }>('/apps/ecommerce/products/:slug', ({ params }) => {
    const store = demoStore();
    const record = findProduct(store, params.slug);
    if (!record) return notFound(`There is no product ${params.slug}.`);
    return HttpResponse.json<ProductDetail>(detailOf(store, record));
  }),
];

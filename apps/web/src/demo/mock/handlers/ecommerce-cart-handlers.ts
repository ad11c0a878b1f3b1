import { http, HttpResponse } from 'msw';
import { drawCartTerms } from '../data/cart-terms';
import { nextId } from '../lib/paginate';
import { notFound, readBody } from '../lib/respond';
import { productIdBodySchema } from '../schemas/shop-schema';
import type { CartLine, ListedProduct } from '../schemas/shop-schema';
import { demoStore } from '../store/demo-store';
import { cartLine, listed } from './ecommerce-views';

export const ecommerceCartHandlers = [
  http.get('/apps/ecommerce/wishlist', () => {
    const store = demoStore();
    const products = store.wishlist.flatMap((item) => {
      const record = store.products.find(({ product }) => product.id === item.productId);
      return record ? [listed(store, record.product)] : [];
    });
    return HttpResponse.json<{ products: ListedProduct[] }>({ products });
  }),

  http.post('/apps/ecommerce/wishlist', async ({ request }) => {
    const body = await readBody(request, productIdBodySchema);
    if (!body.ok) return body.response;
    const store = demoStore();
    const { productId } = body.data;
    if (!store.products.some(({ product }) => product.id === productId)) {
      return notFound(`There is no product ${productId}.`);
    }
    const existing = store.wishlist.find((item) => item.productId === productId);
    if (existing) return HttpResponse.json(existing);
    const item = { id: nextId(store.wishlist), productId };
    store.wishlist.push(item);
    return HttpResponse.json(item, { status: 201 });
  }),

  http.delete<{ productId: string }>('/apps/ecommerce/wishlist/:productId', ({ params }) => {
    const store = demoStore();
    const index = store.wishlist.findIndex((item) => String(item.productId) === params.productId);
    if (index < 0) return notFound(`Product ${params.productId} is not in the wishlist.`);
    store.wishlist.splice(index, 1);
    return HttpResponse.json({ productId: Number(params.productId) });
  }),

  http.get('/apps/ecommerce/cart', () => {
    const store = demoStore();
    const products = store.cart.flatMap((item) => cartLine(store, item) ?? []);
    return HttpResponse.json<{ products: CartLine[] }>({ products });
  }),

  http.post('/apps/ecommerce/cart', async ({ request }) => {
    const body = await readBody(request, productIdBodySchema);
    if (!body.ok) return body.response;
    const store = demoStore();
    const { productId, qty = 1 } = body.data;
    if (!store.products.some(({ product }) => product.id === productId)) {
      return notFound(`There is no product ${productId}.`);
    }
    const existing = store.cart.find((item) => item.productId === productId);
    if (existing) {
      existing.qty += qty;
      return HttpResponse.json(cartLine(store, existing));
    }
    const item = { id: nextId(store.cart), productId, qty, ...drawCartTerms(store.cartDraws) };
    store.cartDraws += 1;
    store.cart.push(item);
    return HttpResponse.json(cartLine(store, item), { status: 201 });
  }),

  http.delete<{ productId: string }>('/apps/ecommerce/cart/:productId', ({ params }) => {
    const store = demoStore();
    const index = store.cart.findIndex((item) => String(item.productId) === params.productId);
    if (index < 0) return notFound(`Product ${params.productId} is not in the cart.`);
    store.cart.splice(index, 1);
    return HttpResponse.json({ productId: Number(params.productId) });
  }),
];

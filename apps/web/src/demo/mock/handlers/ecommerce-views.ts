import type { ProductRecord } from '../data/products-data';
import type { CartLine, ListedProduct, Product, ProductDetail } from '../schemas/shop-schema';
import type { DemoStore, StoredCartItem } from '../store/demo-store';

/** A product as lists show it, flagged by the shopper's wishlist and cart. */
export function listed(store: DemoStore, product: Product): ListedProduct {
  return {
    ...product,
    isInWishlist: store.wishlist.some((item) => item.productId === product.id),
    isInCart: store.cart.some((item) => item.productId === product.id),
  };
}

export function detailOf(store: DemoStore, record: ProductRecord): ProductDetail {
  return { ...listed(store, record.product), colorOptions: record.colorOptions };
}

export function cartLine(store: DemoStore, item: StoredCartItem): CartLine | undefined {
  const record = store.products.find(({ product }) => product.id === item.productId);
  if (!record) return undefined;
  return {
    ...listed(store, record.product),
    cartItemId: item.id,
    qty: item.qty,
    shippingDate: item.shippingDate,
    offers: item.offers,
    discountPercentage: item.discountPercentage,
  };
}

/**
 * A product by what the detail page has in its URL: the slug (`apple-i-phone-11-64-gb-black-26`),
 * or the id alone (`26`).
 */
export function findProduct(store: DemoStore, slugOrId: string): ProductRecord | undefined {
  return store.products.find(
    ({ product }) => product.slug === slugOrId || String(product.id) === slugOrId,
  );
}

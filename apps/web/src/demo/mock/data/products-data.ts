import { slugify } from '../lib/format';
import { pictureImage } from '../lib/placeholder-image';
import { withSeed } from '../lib/seeded';
import type { Product } from '../schemas/shop-schema';

export const PRODUCT_COUNT = 27;

// The template's product-detail page opens this product by default; it must exist by this slug.
export const DEFAULT_PRODUCT_ID = 26;
export const DEFAULT_PRODUCT_SLUG = 'apple-i-phone-11-64-gb-black-26';

const BRANDS = ['Apple', 'Samsung', 'Sony', 'Google', 'Bose', 'Philips', 'Logitech', 'Lenovo'];
const COLORS = ['primary', 'success', 'warning', 'danger', 'info'];

export interface ProductRecord {
  product: Product;
  colorOptions: string[];
}

export function buildProducts(): ProductRecord[] {
  return withSeed('products', (f) =>
    Array.from({ length: PRODUCT_COUNT }, (_, index): ProductRecord => {
      const id = index + 1;
      const isDefault = id === DEFAULT_PRODUCT_ID;
      const name = isDefault ? 'Apple iPhone 11 (64GB, Black)' : f.commerce.productName();
      const product: Product = {
        id,
        name,
        slug: isDefault ? DEFAULT_PRODUCT_SLUG : `${slugify(name)}-${id}`,
        description: f.commerce.productDescription(),
        brand: isDefault ? 'Apple' : f.helpers.arrayElement(BRANDS),
        price: f.number.float({ min: 9, max: 2500, fractionDigits: 2 }),
        image: pictureImage(name),
        hasFreeShipping: f.datatype.boolean(),
        rating: f.number.int({ min: 1, max: 5 }),
      };
      return { product, colorOptions: f.helpers.arrayElements(COLORS, { min: 2, max: 4 }) };
    }),
  );
}

/** What the demo shopper starts with: a few products liked and a few in the cart. */
export function buildShopperChoices(): { wishlist: number[]; cart: number[] } {
  return withSeed('shopper', (f) => {
    const ids = Array.from({ length: PRODUCT_COUNT }, (_, index) => index + 1);
    return {
      wishlist: f.helpers.arrayElements(ids, 3),
      cart: f.helpers.arrayElements(ids, 2),
    };
  });
}

export const SHOP_PATH = '/apps/ecommerce/shop';
export const WISHLIST_PATH = '/apps/ecommerce/wishlist';
export const CHECKOUT_PATH = '/apps/ecommerce/checkout';

export const productPath = (slug: string) => `/apps/ecommerce/product-detail/${slug}`;
export const DEFAULT_PRODUCT_SLUG = 'apple-i-phone-11-64-gb-black-26';

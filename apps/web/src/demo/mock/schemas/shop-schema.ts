import { z } from 'zod';

export const PRODUCT_SORTS = ['featured', 'price-asc', 'price-desc'] as const;

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  brand: z.string(),
  price: z.number(),
  image: z.string(),
  hasFreeShipping: z.boolean(),
  rating: z.number().int().min(1).max(5),
});

/** A product as lists show it: flagged when it is in the wishlist or the cart. */
export const listedProductSchema = productSchema.extend({
  isInWishlist: z.boolean(),
  isInCart: z.boolean(),
});

export const productDetailSchema = listedProductSchema.extend({
  colorOptions: z.array(z.string()),
});

export const wishlistItemSchema = z.object({ id: z.number().int(), productId: z.number().int() });

export const cartItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  qty: z.number().int().min(1),
});

/** What the cart listing adds to an item, drawn from the seeded generator when it is added. */
export const cartTermsSchema = z.object({
  /** ISO day, one to eight days after the item entered the cart. */
  shippingDate: z.string(),
  offers: z.number().int().min(1).max(4),
  discountPercentage: z.number().int().min(3).max(20),
});

/** A cart line as the cart and checkout show it: the product with the item's terms. */
export const cartLineSchema = listedProductSchema.extend({
  cartItemId: z.number().int(),
  qty: z.number().int().min(1),
  ...cartTermsSchema.shape,
});

export const productListSchema = z.object({
  products: z.array(listedProductSchema),
  total: z.number().int(),
  userWishlist: z.array(wishlistItemSchema),
  userCart: z.array(cartItemSchema),
  /** Every brand of the catalogue, for the brand filter. */
  brands: z.array(z.string()),
});

export const productIdBodySchema = z.object({
  productId: z.coerce.number().int(),
  qty: z.coerce.number().int().min(1).optional(),
});

export type ProductSort = (typeof PRODUCT_SORTS)[number];
export type Product = z.infer<typeof productSchema>;
export type ListedProduct = z.infer<typeof listedProductSchema>;
export type ProductDetail = z.infer<typeof productDetailSchema>;
export type WishlistItem = z.infer<typeof wishlistItemSchema>;
export type CartItem = z.infer<typeof cartItemSchema>;
export type CartTerms = z.infer<typeof cartTermsSchema>;
export type CartLine = z.infer<typeof cartLineSchema>;
export type ProductList = z.infer<typeof productListSchema>;

import type { Product } from '@pamoja/contract/products';
import { MPESA_LIMITS } from '@pamoja/contract/mpesa-limits';
import type { CartItem } from '../../../shared/cart/cart-store';

/** A cart line as the cart page shows it: the stored line and what is known of its product. */
export interface CartLine {
  item: CartItem;
  /** Undefined while loading, or when the product can no longer be had. */
  product: Product | undefined;
  state: 'loading' | 'ready' | 'unavailable';
}

/** Why a cart cannot be paid for yet; null when it can. */
export type CheckoutBlock =
  'empty' | 'loading' | 'unavailable' | 'unpriced' | 'overLimit' | 'cents' | null;

/** Line total in KES, computed in cents so 3 × 0.10 is 0.30 and not 0.30000000000000004. */
export function lineTotal(price: number, quantity: number): number {
  return (Math.round(price * 100) * quantity) / 100;
}

/** The cart's total from the products' current prices; unpriced or unknown lines count nothing. */
export function cartTotal(lines: readonly CartLine[]): number {
  const cents = lines.reduce((sum, { product, item }) => {
    if (!product || product.price === null) return sum;
    return sum + Math.round(product.price * 100) * item.quantity;
  }, 0);
  return cents / 100;
}

/**
 * What stops the checkout, most urgent first: the server would refuse an unpriced or vanished
 * product anyway, so the button says why before anyone waits for that answer.
 */
export function checkoutBlock(lines: readonly CartLine[]): CheckoutBlock {
  if (lines.length === 0) return 'empty';
  if (lines.some((line) => line.state === 'unavailable')) return 'unavailable';
  if (lines.some((line) => line.state === 'ready' && line.product?.price === null)) {
    return 'unpriced';
  }
  if (lines.some((line) => line.state === 'loading')) return 'loading';
  // M-Pesa's own rules, which the server applies to the total too.
  const total = cartTotal(lines);
  if (total > MPESA_LIMITS.max) return 'overLimit';
  if (!Number.isInteger(total)) return 'cents';
  return null;
}

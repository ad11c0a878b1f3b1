/** One line of the cart: `id` names the line (remove, set quantity), not the product. */
export interface CartItem {
  id: string;
  productId: string;
  quantity: number;
}

const PREFIX = 'pamoja.cart.';

/** Per person: whoever signs in next on this browser starts from their own cart, never this one. */
export const cartStorageKey = (userId: string) => `${PREFIX}${userId}`;

/**
 * The most of one product a checkout takes: `CHECKOUT_LIMITS.quantity` of
 * `@pamoja/contract/orders`, restated because that module brings zod, and the navbar, which
 * shows the cart, is on every page (a test keeps the two equal).
 */
export const MAX_QUANTITY = 100;

/** A whole number from 1 to the checkout's limit: what the server would take. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(quantity)));
}

function isItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    typeof item.productId === 'string' &&
    typeof item.quantity === 'number'
  );
}

/** The stored cart; anything unreadable (edited by hand, an old shape) counts as empty. */
export function readCart(userId: string): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(cartStorageKey(userId)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isItem)
      .map((item) => ({ ...item, quantity: clampQuantity(item.quantity) }));
  } catch {
    return [];
  }
}

/** An empty cart leaves nothing behind in storage. */
export function writeCart(userId: string, items: readonly CartItem[]): void {
  try {
    if (items.length === 0) localStorage.removeItem(cartStorageKey(userId));
    else localStorage.setItem(cartStorageKey(userId), JSON.stringify(items));
  } catch {
    // Storage full or disabled: the cart still works for this visit.
  }
}

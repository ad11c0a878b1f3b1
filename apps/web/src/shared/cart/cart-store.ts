import { create } from 'zustand';
import { useSessionStore } from '../session/session-store';
import { cartStorageKey, clampQuantity, readCart, writeCart, type CartItem } from './cart-storage';

export type { CartItem } from './cart-storage';

interface CartState {
  /** Whose cart this is; null while nobody is signed in (nothing is stored then). */
  userId: string | null;
  items: CartItem[];
  /** Switches to this person's stored cart (or to none). */
  load: (userId: string | null) => void;
  /** A product already in the cart gets the quantity added, up to the checkout's limit. */
  add: (productId: string, quantity?: number) => void;
  remove: (id: string) => void;
  setQuantity: (id: string, quantity: number) => void;
  /** Replaces every line (what is left after a partly paid cart, for instance). */
  set: (items: readonly Omit<CartItem, 'id'>[]) => void;
  /** Empties the cart and removes it from storage. */
  clear: () => void;
}

const newLine = (productId: string, quantity: number): CartItem => ({
  id: crypto.randomUUID(),
  productId,
  quantity: clampQuantity(quantity),
});

/**
 * The shopping cart, shared because the navbar shows its count. It follows the signed-in person
 * and is kept in localStorage under their id, so a reload keeps it; a logout removes it.
 */
export const useCartStore = create<CartState>()((set, get) => {
  /** Every change is written through at once: a reload right after a click loses nothing. */
  const save = (items: CartItem[]) => {
    const { userId } = get();
    set({ items });
    if (userId) writeCart(userId, items);
  };
  return {
    userId: null,
    items: [],
    load: (userId) => set({ userId, items: userId ? readCart(userId) : [] }),
    add: (productId, quantity = 1) => {
      const { items } = get();
      const existing = items.find((item) => item.productId === productId);
      save(
        existing
          ? items.map((item) =>
              item === existing
                ? { ...item, quantity: clampQuantity(item.quantity + quantity) }
                : item,
            )
          : [...items, newLine(productId, quantity)],
      );
    },
    remove: (id) => save(get().items.filter((item) => item.id !== id)),
    setQuantity: (id, quantity) =>
      save(
        get().items.map((item) =>
          item.id === id ? { ...item, quantity: clampQuantity(quantity) } : item,
        ),
      ),
    set: (items) => save(items.map((item) => newLine(item.productId, item.quantity))),
    clear: () => save([]),
  };
});

/** How many pieces the cart holds (two of one product count two), for the navbar's badge. */
export const selectCartCount = (state: Pick<CartState, 'items'>) =>
  state.items.reduce((sum, item) => sum + item.quantity, 0);

const userIdOf = () => useSessionStore.getState().userData?.id ?? null;

// The cart is whoever is signed in's: a login, a logout or a restored session switches it.
useCartStore.getState().load(userIdOf());
useSessionStore.subscribe((state, previous) => {
  const userId = state.userData?.id ?? null;
  const before = previous.userData?.id ?? null;
  if (userId === before) return;
  // Signing out leaves nothing of the person in this browser (a shared phone, a cyber café):
  // their cart goes with the rest of their data.
  if (before && userId === null) writeCart(before, []);
  useCartStore.getState().load(userId);
});

// Another tab of the same person changed the cart: show the same one here.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    const { userId } = useCartStore.getState();
    if (userId && (event.key === null || event.key === cartStorageKey(userId)))
      useCartStore.getState().load(userId);
  });
}

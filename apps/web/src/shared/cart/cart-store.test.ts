import { describe, expect, test } from 'vitest';
import { CHECKOUT_LIMITS } from '@pamoja/contract/orders';
import { member } from '../testing/fixtures';
import { signIn } from '../testing/session';
import { clearSession } from '../session/session-store';
import { cartStorageKey, MAX_QUANTITY } from './cart-storage';
import { selectCartCount, useCartStore } from './cart-store';

const A = 'a0000000-4b5a-4c6d-8e7f-000000000001';
const B = 'a0000000-4b5a-4c6d-8e7f-000000000002';
const other = { ...member, id: '11111111-2222-4333-8444-555555555555' };

const cart = () => useCartStore.getState();
const stored = (userId = member.id) => {
  const text = localStorage.getItem(cartStorageKey(userId));
  return text === null ? null : (JSON.parse(text) as unknown);
};

describe('cart store', () => {
  test('add appends a new product and adds to one already there', () => {
    signIn(member);
    cart().add(A);
    cart().add(B, 2);
    cart().add(A, 3);
    expect(cart().items.map(({ productId, quantity }) => ({ productId, quantity }))).toEqual([
      { productId: A, quantity: 4 },
      { productId: B, quantity: 2 },
    ]);
    expect(selectCartCount(cart())).toBe(6);
    // Lines have ids of their own, distinct from the products'.
    expect(new Set(cart().items.map((item) => item.id)).size).toBe(2);
  });

  test('quantities stay whole numbers from 1 to the checkout’s limit', () => {
    signIn(member);
    expect(MAX_QUANTITY).toBe(CHECKOUT_LIMITS.quantity);
    cart().add(A, 99);
    cart().add(A, 5);
    expect(cart().items[0]?.quantity).toBe(100);
    const id = cart().items[0]!.id;
    cart().setQuantity(id, 0);
    expect(cart().items[0]?.quantity).toBe(1);
    cart().setQuantity(id, 7.6);
    expect(cart().items[0]?.quantity).toBe(7);
  });

  test('remove takes a line by its id; set replaces every line', () => {
    signIn(member);
    cart().add(A);
    cart().add(B);
    cart().remove(cart().items[0]!.id);
    expect(cart().items.map((item) => item.productId)).toEqual([B]);
    cart().set([{ productId: A, quantity: 5 }]);
    expect(cart().items.map(({ productId, quantity }) => ({ productId, quantity }))).toEqual([
      { productId: A, quantity: 5 },
    ]);
  });

  test('is kept in storage under the signed-in person’s id, and goes when they sign out', () => {
    signIn(member);
    cart().add(A, 2);
    expect(stored()).toEqual([expect.objectContaining({ productId: A, quantity: 2 })]);

    // Someone else signs in on the same browser: their own (empty) cart, not this one.
    signIn(other);
    expect(cart().items).toEqual([]);
    cart().add(B);
    expect(stored(other.id)).toEqual([expect.objectContaining({ productId: B })]);

    // Back to the first person without a logout between: their cart is still theirs.
    signIn(member);
    expect(cart().items).toEqual([expect.objectContaining({ productId: A, quantity: 2 })]);

    // Logged out: nothing on screen and nothing of theirs left in storage.
    clearSession();
    expect(cart().items).toEqual([]);
    expect(cart().userId).toBeNull();
    expect(stored(member.id)).toBeNull();
    signIn(member);
    expect(cart().items).toEqual([]);
  });

  test('clear empties the cart and removes it from storage', () => {
    signIn(member);
    cart().add(A);
    cart().clear();
    expect(cart().items).toEqual([]);
    expect(localStorage.getItem(cartStorageKey(member.id))).toBeNull();
  });

  test('an unreadable stored cart counts as empty', () => {
    localStorage.setItem(cartStorageKey(member.id), '{"not":"a cart"');
    signIn(member);
    expect(cart().items).toEqual([]);
    localStorage.setItem(
      cartStorageKey(other.id),
      JSON.stringify([{ id: 'x', productId: A, quantity: 500 }, { productId: B }]),
    );
    signIn(other);
    expect(cart().items).toEqual([{ id: 'x', productId: A, quantity: 100 }]);
  });
});

import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '@pamoja/contract/orders';
import { useCartStore } from '../../../shared/cart/cart-store';
import { ORDERS_LABEL } from '../api/list-orders';

/**
 * After a PAID order: what was bought leaves the cart (the whole cart, and its storage, in the
 * usual case), and the orders list is asked again. Only a PAID order does this: after a failure
 * the cart stays for another try.
 */
export function useSettlePaidOrder() {
  const queryClient = useQueryClient();
  return useCallback(
    (order: Order) => {
      const bought = new Set(order.lines.map((line) => line.productId));
      const { items, clear, set } = useCartStore.getState();
      // Added while a closed dialog's payment was still pending: those stay in the cart.
      const left = items.filter((item) => !bought.has(item.productId));
      if (left.length === 0) clear();
      else set(left);
      void queryClient.invalidateQueries({ queryKey: [ORDERS_LABEL] });
    },
    [queryClient],
  );
}

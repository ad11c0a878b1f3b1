import { useQuery } from '@tanstack/react-query';
import type { Order } from '@pamoja/contract/orders';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const ORDER_LABEL = 'shop.order';

/** While an order waits for M-Pesa, its page asks again this often. */
export const PENDING_ORDER_REFRESH_MS = 5_000;

/** `GET orders/{id}`: 404 for an order the caller may not see. */
export async function getOrder(
  id: string,
  signal?: AbortSignal,
  options: { quiet?: boolean } = {},
): Promise<Order> {
  const body = await request<ApiResponse<Order>>({
    method: 'GET',
    url: `orders/${encodeURIComponent(id)}`,
    label: ORDER_LABEL,
    signal,
    // Polled every few seconds: a hiccup is said once on the screen, not as a toast per poll.
    hideErrorMessage: options.quiet,
  });
  return body.data;
}

export const orderQueryOptions = (id: string) => ({
  ...labelQueryOptions(ORDER_LABEL, ({ signal }) => getOrder(id, signal), { id }),
  staleTime: 0,
});

/** The order page: refreshed while the order is still PENDING, so it turns PAID by itself. */
export function useOrder(id: string) {
  return useQuery({
    ...orderQueryOptions(id),
    refetchInterval: (query) =>
      query.state.data?.status === 'PENDING' ? PENDING_ORDER_REFRESH_MS : false,
  });
}

interface PollOptions {
  /** What the checkout answered: shown until the first poll returns. */
  initial: Order;
  intervalMs: number;
  /** False once the screen stops waiting (it may start again). */
  active: boolean;
}

/** Polls until the order is PAID or FAILED, or the caller stops waiting. */
export function useOrderStatus({ initial, intervalMs, active }: PollOptions) {
  return useQuery({
    ...labelQueryOptions(
      ORDER_LABEL,
      ({ signal }) => getOrder(initial.id, signal, { quiet: true }),
      { id: initial.id },
    ),
    staleTime: 0,
    placeholderData: initial,
    refetchInterval: (query) => {
      const status = query.state.data?.status ?? initial.status;
      return active && status === 'PENDING' ? intervalMs : false;
    },
    enabled: active,
  });
}

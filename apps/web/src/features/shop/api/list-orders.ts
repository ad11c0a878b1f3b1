import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Order, OrderStatus } from '@pamoja/contract/orders';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { toPage, type Page } from './page';

export const ORDERS_LABEL = 'shop.orders';
export const ORDERS_PAGE_SIZE = 10;

export interface OrdersQuery {
  page: number;
  /** '' for every status. */
  status: OrderStatus | '';
  /**
   * In the key only: an admin acting for a business sees its orders, so the answer depends on
   * the organisation the client sends.
   */
  organisationId: string | null;
}

/** `GET orders?page&limit&status`: the caller's orders, or the business's for its admin. */
export async function listOrders(
  { page, status }: OrdersQuery,
  signal?: AbortSignal,
): Promise<Page<Order>> {
  const body = await request<ApiResponse<Order[]>>({
    method: 'GET',
    url: 'orders',
    query: { page, limit: ORDERS_PAGE_SIZE, status },
    label: ORDERS_LABEL,
    signal,
  });
  return toPage(body, page, ORDERS_PAGE_SIZE);
}

export const ordersQueryOptions = (query: OrdersQuery) => ({
  ...labelQueryOptions(ORDERS_LABEL, ({ signal }) => listOrders(query, signal), query),
  // Orders turn PAID behind the screen (M-Pesa's callback): ask again on arrival.
  staleTime: 0,
});

export function useOrders(query: OrdersQuery) {
  return useQuery({ ...ordersQueryOptions(query), placeholderData: keepPreviousData });
}

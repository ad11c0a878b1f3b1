import type { Order } from '@pamoja/contract/orders';
import { mpesaFailureKind, type MpesaFailureKind } from '../../../shared/mpesa/failure-kind';

export type OrderOutcome = 'waiting' | 'paid' | MpesaFailureKind;

/** What an order's state means for the person waiting for the M-Pesa prompt. */
export function orderOutcome(order: Pick<Order, 'status' | 'failureReason'>): OrderOutcome {
  if (order.status === 'PENDING') return 'waiting';
  if (order.status === 'PAID') return 'paid';
  return mpesaFailureKind(order.failureReason);
}

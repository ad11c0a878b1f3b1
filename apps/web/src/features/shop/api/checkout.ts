import { useMutation } from '@tanstack/react-query';
import type { Order } from '@pamoja/contract/orders';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const CHECKOUT_LABEL = 'shop.checkout';

export interface CheckoutBody {
  items: { productId: string; quantity: number }[];
  /** 254XXXXXXXXX: the phone M-Pesa prompts. */
  phoneNumber: string;
}

export interface CheckoutInput {
  body: CheckoutBody;
  /** One per attempt, the same on a retry of it, so the cart is paid for once. */
  idempotencyKey: string;
}

/**
 * `POST cart/web-checkout`: 202 with the PENDING order, then M-Pesa prompts the phone. 422
 * CHECKOUT_REFUSED names the product in `details` (`items.N.productId`).
 */
export function checkout({ body, idempotencyKey }: CheckoutInput): Promise<ApiResponse<Order>> {
  return request<ApiResponse<Order>>({
    method: 'POST',
    url: 'cart/web-checkout',
    data: body,
    headers: { 'Idempotency-Key': idempotencyKey },
    label: CHECKOUT_LABEL,
    // The dialog shows the waiting state and any refusal itself.
    hideErrorMessage: true,
    hideSuccessMessage: true,
  });
}

export const checkoutMutationOptions = () => labelMutationOptions(CHECKOUT_LABEL, checkout);

export function useCheckout() {
  return useMutation(checkoutMutationOptions());
}

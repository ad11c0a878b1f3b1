import { z } from 'zod';
import { paginatedResponse, paginationQuery, successResponse } from './api-response';
import { phoneSchema } from './phone';

/** At most this many different products, and of each, in one checkout. */
export const CHECKOUT_LIMITS = { items: 50, quantity: 100 } as const;

export const orderStatuses = ['PENDING', 'PAID', 'FAILED'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const checkoutRequest = z.object({
  items: z
    .array(
      z.object({
        productId: z.uuid('must be a product id'),
        quantity: z
          .number({ error: 'enter how many' })
          .int('must be a whole number')
          .min(1, 'must be at least 1')
          .max(CHECKOUT_LIMITS.quantity, `must be at most ${CHECKOUT_LIMITS.quantity}`),
      }),
      { error: 'add the products to buy' },
    )
    .min(1, 'your cart is empty: add a product first')
    .max(CHECKOUT_LIMITS.items, `at most ${CHECKOUT_LIMITS.items} different products at once`),
  /** The phone M-Pesa prompts for the payment. */
  phoneNumber: phoneSchema,
});
export type CheckoutRequest = z.input<typeof checkoutRequest>;

export const orderLineSchema = z.object({
  productId: z.uuid(),
  name: z.string(),
  unitPrice: z.number(),
  quantity: z.number().int(),
  total: z.number(),
});

export const orderSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  /** The business the order was bought from. */
  organisationId: z.uuid(),
  status: z.enum(orderStatuses),
  total: z.number(),
  phoneNumber: z.string(),
  transactionId: z.uuid(),
  receiptNumber: z.string().nullable(),
  failureReason: z.string().nullable(),
  lines: z.array(orderLineSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponse = successResponse(orderSchema);
export const orderListResponse = paginatedResponse(orderSchema);
export const orderListQuery = paginationQuery.extend({
  status: z.enum(orderStatuses, { error: `must be one of ${orderStatuses.join(', ')}` }).optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

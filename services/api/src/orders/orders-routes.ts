import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@pamoja/contract/api-response';
import {
  checkoutRequest,
  orderListQuery,
  orderListResponse,
  orderResponse,
  type Order,
} from '@pamoja/contract/orders';
import { currentAuth, type AuthContext } from '@pamoja/server-kit/auth/guard';
import { notFound } from '@pamoja/server-kit/errors';
import { listResponse } from '@pamoja/server-kit/routes/list-response';
import type { MainDb } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import { linkToClaim } from '../idempotency/idempotency-module';
import type { CheckoutService } from './checkout-service';
import { createOrderRepository, type OrderScope } from './order-repository';

const CHECKOUT_STARTED = 'Check your phone and enter your M-Pesa PIN to pay for your order.';
const tags = ['orders'];
const security = [{ bearerAuth: [] }];
const errors = Object.fromEntries(
  [400, 401, 403, 404, 409, 422, 429, 502].map((status) => [status, errorResponseSchema]),
);

/** An ADMIN acting for a business (x-organization) sees its orders; everyone else their own. */
const scopeOf = (auth: AuthContext): OrderScope =>
  auth.organisationId !== null && auth.ability.can('manage', 'Product')
    ? { organisationId: auth.organisationId }
    : { buyerId: auth.userId };

const visible = (order: Order, scope: OrderScope, orderBuyer: string) =>
  'organisationId' in scope
    ? order.organisationId === scope.organisationId
    : orderBuyer === scope.buyerId;

/** Checkout paid by M-Pesa, and the orders it makes. */
export const ordersRoutes: FastifyPluginAsyncZod<{
  identity: IdentityModule;
  db: MainDb;
  checkout: CheckoutService;
}> = async (app, { identity, db, checkout }) => {
  const orders = createOrderRepository(db);
  const canBuy = identity.guard({ can: ['create', 'Transaction'] });
  const canRead = identity.guard({ can: ['read', 'Transaction'], organisation: 'optional' });

  app.post(
    '/cart/web-checkout',
    {
      preHandler: canBuy,
      config: {
        idempotency: {
          // A retry of a checkout whose request died answers where the order stands now.
          replay: async (id, _request, reply) => {
            const order = await orders.find(id);
            if (!order) throw notFound('The order');
            return reply.code(202).send({ message: CHECKOUT_STARTED, data: order });
          },
        },
      },
      schema: {
        tags,
        security,
        operationId: 'webCheckout',
        summary: 'Buy the cart: one order, paid by one M-Pesa STK push for the total',
        body: checkoutRequest,
        response: { 202: orderResponse, ...errors },
      },
    },
    async (request, reply) => {
      const order = await checkout.checkout(
        currentAuth(request).userId,
        request.body,
        linkToClaim(request),
      );
      return reply.code(202).send({ message: CHECKOUT_STARTED, data: order });
    },
  );

  app.get(
    '/orders',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        operationId: 'listOrders',
        querystring: orderListQuery,
        response: { 200: orderListResponse, ...errors },
      },
    },
    async (request) => {
      const { page, limit, status } = request.query;
      const scope = scopeOf(currentAuth(request));
      return listResponse(request.query, await orders.list(scope, { page, limit }, status));
    },
  );

  app.get(
    '/orders/:id',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        operationId: 'getOrder',
        params: z.object({ id: z.uuid('must be an order id') }),
        response: { 200: orderResponse, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      const order = await orders.find(request.params.id);
      const buyer = order ? await orders.buyerOf(order.id) : null;
      if (!order || !buyer || !visible(order, scopeOf(auth), buyer)) throw notFound('The order');
      return { message: 'Success', data: order };
    },
  );
};

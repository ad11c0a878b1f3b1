import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { MainDatabase } from '../db/schema';
import type { DomainDependencies } from '../identity/identity-module';
import type { PaymentsModule } from '../payments/payments-module';
import { createCheckoutService } from './checkout-service';
import { checkoutKind } from './order-settlement';
import { ordersRoutes } from './orders-routes';

/** Wires checkout: how payments settles a checkout, and the service the routes call. */
export function createOrdersModule(db: Kysely<MainDatabase>, payments: PaymentsModule) {
  payments.kinds.register(['CHECKOUT'], checkoutKind);
  return { checkout: createCheckoutService(db, payments) };
}

export type OrdersModule = ReturnType<typeof createOrdersModule>;

/** The cart's checkout and the orders it makes. */
export const ordersDomain: FastifyPluginAsync<
  DomainDependencies & { orders: OrdersModule }
> = async (app, { identity, db, orders }) => {
  await app.register(ordersRoutes, { identity, db, checkout: orders.checkout });
};

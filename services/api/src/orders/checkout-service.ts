import type { Kysely } from 'kysely';
import { kesText, toMajorUnits } from '@pamoja/contract/money';
import type { Order } from '@pamoja/contract/orders';
import { MPESA_LIMITS } from '@pamoja/contract/mpesa-limits';
import { AppError } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import type { ClaimLink } from '../idempotency/idempotency-module';
import { createUserRepository } from '../identity/identity-module';
import { createTransactionRepository, type PaymentsModule } from '../payments/payments-module';
import { createProductCatalogue, type CheckoutProduct } from '../products/products-module';
import { createOrderRepository, type NewOrderLine } from './order-repository';

type Item = { productId: string; quantity: number };

const refused = (message: string, path = 'items') =>
  new AppError(422, 'CHECKOUT_REFUSED', message, [{ path, message }]);

/** Why a product cannot be bought, in the buyer's words; null when it can. */
function whyNotSold(product: CheckoutProduct): string | null {
  if (!product.approved || product.status !== 'ACTIVE') return `${product.name} is not on sale.`;
  if (product.priceCents === null)
    return `${product.name} has no price, so it cannot be bought here.`;
  return null;
}

/** The same product twice in a cart is one line with both quantities. */
function merged(items: Item[]): Item[] {
  const quantities = new Map<string, number>();
  for (const item of items)
    quantities.set(item.productId, (quantities.get(item.productId) ?? 0) + item.quantity);
  return [...quantities].map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * Checkout: the server prices the cart (never the client), records the order and its payment
 * together, then prompts the buyer's phone for the total. Settlement finishes it.
 */
export function createCheckoutService(
  db: Kysely<MainDatabase>,
  payments: Pick<PaymentsModule, 'collectByStkPush'>,
) {
  const catalogue = createProductCatalogue(db);
  const users = createUserRepository(db);

  async function price(userId: string, items: Item[]) {
    const products = new Map(
      (await catalogue.forCheckout(items.map((item) => item.productId))).map((p) => [p.id, p]),
    );
    const memberOf = new Set((await users.organisationRoles(userId)).map((o) => o.id));
    const lines: NewOrderLine[] = [];
    for (const [index, item] of items.entries()) {
      const product = products.get(item.productId);
      // A product of a business the buyer does not belong to is as unknown as a made-up id.
      if (!product || !memberOf.has(product.organisationId)) {
        throw refused(`Product ${item.productId} is not sold to you.`, `items.${index}.productId`);
      }
      const why = whyNotSold(product);
      if (why) throw refused(why, `items.${index}.productId`);
      lines.push({
        productId: product.id,
        name: product.name,
        unitPriceCents: product.priceCents as bigint,
        quantity: item.quantity,
      });
    }
    const businesses = new Set(lines.map((line) => products.get(line.productId)?.organisationId));
    if (businesses.size > 1) {
      throw refused('Your cart holds products of more than one business: pay for each separately.');
    }
    const [business] = businesses;
    const total = lines.reduce((sum, l) => sum + l.unitPriceCents * BigInt(l.quantity), 0n);
    if (total > BigInt(MPESA_LIMITS.max) * 100n) {
      throw refused(
        `The total of ${kesText(toMajorUnits(total))} is more than M-Pesa takes in one payment (${kesText(MPESA_LIMITS.max)}): remove some items.`,
      );
    }
    if (total % 100n !== 0n) {
      throw refused(
        `M-Pesa takes whole shillings only and this cart totals ${kesText(toMajorUnits(total))}.`,
      );
    }
    return { lines, total, business: business as string };
  }

  return {
    async checkout(
      userId: string,
      request: { items: Item[]; phoneNumber: string },
      link?: ClaimLink,
    ): Promise<Order> {
      const { lines, total, business } = await price(userId, merged(request.items));
      const recorded = await db.transaction().execute(async (trx) => {
        const tx = await createTransactionRepository(trx).create({
          userId,
          type: 'CHECKOUT',
          direction: 'DEBIT',
          amount: total,
          phoneNumber: request.phoneNumber,
          provider: 'mpesa',
          details: { organisationId: business, items: lines.length },
        });
        const order = await createOrderRepository(trx).create({
          reference: tx.reference,
          userId,
          organisationId: business,
          transactionId: tx.id,
          totalCents: total,
          phoneNumber: request.phoneNumber,
          lines,
        });
        await link?.(trx, order.id);
        return { order: order.id, tx };
      });
      await payments.collectByStkPush(recorded.tx, {
        phoneNumber: request.phoneNumber,
        description: 'Pamoja order',
      });
      const order = await createOrderRepository(db).find(recorded.order);
      if (!order) throw new Error(`order ${recorded.order} vanished after checkout`);
      return order;
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

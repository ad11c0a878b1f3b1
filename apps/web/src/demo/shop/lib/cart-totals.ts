import type { CartLine } from '../../mock/schemas/shop-schema';

/** The most pieces of one product a line may hold in the demo. */
export const MAX_QUANTITY = 10;

export interface CartTotals {
  /** Pieces in the cart. */
  items: number;
  /** Price × quantity over every line, before discounts. */
  bagTotal: number;
  /** Each line's own discount percentage off its price × quantity. */
  discount: number;
  /** Lines without free shipping pay this each. */
  delivery: number;
  total: number;
}

/** What delivery costs for a line without free shipping, in dollars (the template's figure). */
export const DELIVERY_CHARGE = 5;

const cents = (value: number) => Math.round(value * 100) / 100;

/** The price details of the checkout; `quantities` overrides a line's quantity by product id. */
export function cartTotals(
  lines: readonly CartLine[],
  quantities: Readonly<Record<number, number>> = {},
): CartTotals {
  let items = 0;
  let bagTotal = 0;
  let discount = 0;
  let delivery = 0;
  for (const line of lines) {
    const qty = quantities[line.id] ?? line.qty;
    const amount = line.price * qty;
    items += qty;
    bagTotal += amount;
    discount += (amount * line.discountPercentage) / 100;
    if (!line.hasFreeShipping) delivery += DELIVERY_CHARGE;
  }
  bagTotal = cents(bagTotal);
  discount = cents(discount);
  return { items, bagTotal, discount, delivery, total: cents(bagTotal - discount + delivery) };
}

import { isoDay } from '../lib/format';
import { withSeed } from '../lib/seeded';
import type { CartTerms } from '../schemas/shop-schema';

const DAY_MS = 86_400_000;

/**
 * The offers, discount and shipping date of the `draw`-th item put in the cart since the store
 * was built: from the seeded generator, so a fresh store always draws the same terms in order.
 */
export function drawCartTerms(draw: number, now = new Date()): CartTerms {
  return withSeed(`cart-terms:${draw}`, (f) => {
    const daysAhead = f.number.int({ min: 1, max: 8 });
    return {
      offers: f.number.int({ min: 1, max: 4 }),
      discountPercentage: f.number.int({ min: 3, max: 20 }),
      shippingDate: isoDay(new Date(now.getTime() + daysAhead * DAY_MS)),
    };
  });
}

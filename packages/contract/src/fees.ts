import { parseMajorUnits } from './money';

/**
 * The one fee and limit rule of a transfer, over the `bank-prices` tiers of its transfer type.
 * The server and the web both call it: the server in integer cents, the web in KES.
 *
 * - The amount must be within the type's limits: at least the lowest tier's minimum and at most
 *   the highest tier's maximum. Outside them (or with no tiers) there is no fee: `null`, which
 *   means "out of limits".
 * - Within them, the fee is that of the highest tier whose minimum is at or below the amount. Tiers
 *   are whole shillings (…–1,000 then 1,001–…), so KES 1,000.50 falls in the gap between two
 *   tiers and pays the lower tier's fee.
 */

/** KES numbers (JSON, the web) or integer cents (the server); never mixed in one call. */
export type Amount = number | bigint;

/** A fee tier, bounds inclusive. A `BankPrice` is one in KES. */
export interface FeeTier<A extends Amount = number> {
  minAmount: A;
  maxAmount: A;
  fee: A;
}

/** The smallest and largest amount a transfer type takes, inclusive. */
export interface Limits<A extends Amount = number> {
  min: A;
  max: A;
}

/** The transfer's limits: the lowest tier's minimum and the highest tier's maximum; null without tiers. */
export function limitsOf<A extends Amount>(tiers: readonly FeeTier<A>[]): Limits<A> | null {
  const [first, ...rest] = tiers;
  if (!first) return null;
  return rest.reduce<Limits<A>>(
    (limits, tier) => ({
      min: tier.minAmount < limits.min ? tier.minAmount : limits.min,
      max: tier.maxAmount > limits.max ? tier.maxAmount : limits.max,
    }),
    { min: first.minAmount, max: first.maxAmount },
  );
}

/** The fee of a transfer of `amount` (same unit as the tiers); null when out of limits. */
export function feeFor<A extends Amount>(tiers: readonly FeeTier<A>[], amount: A): A | null {
  const limits = limitsOf(tiers);
  if (!limits || amount < limits.min || amount > limits.max) return null;
  let tier: FeeTier<A> | undefined;
  for (const candidate of tiers) {
    if (candidate.minAmount <= amount && (!tier || candidate.minAmount > tier.minAmount)) {
      tier = candidate;
    }
  }
  return tier ? tier.fee : null;
}

/** KES tiers as served by `GET /bank-prices` → the same tiers in integer cents. */
export function tiersInCents(tiers: readonly FeeTier[]): FeeTier<bigint>[] {
  return tiers.map((tier) => ({
    minAmount: cents(tier.minAmount),
    maxAmount: cents(tier.maxAmount),
    fee: cents(tier.fee),
  }));
}

/** `feeFor` for the server: KES tiers (`BankPrice`), an amount and its fee in integer cents. */
export function feeForCents(tiers: readonly FeeTier[], amount: bigint): bigint | null {
  return feeFor(tiersInCents(tiers), amount);
}

function cents(kes: number): bigint {
  const minor = parseMajorUnits(kes);
  if (minor === null) throw new RangeError(`A fee tier holds ${kes}, which is not a KES amount`);
  return minor;
}

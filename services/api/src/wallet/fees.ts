import type { Kysely } from 'kysely';
import type { TransferType } from '@pamoja/contract/reference-data';
import { AppError } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';

/** The fee of a transfer from the `bank-prices` tiers; no tier means the amount is out of limits. */
export async function feeFor(
  db: Kysely<MainDatabase>,
  type: TransferType,
  amount: bigint,
): Promise<bigint> {
  const tier = await db
    .selectFrom('bank_prices')
    .select('fee')
    .where('transfer_type', '=', type)
    .where('min_amount', '<=', amount)
    .where('max_amount', '>=', amount)
    .executeTakeFirst();
  if (!tier) {
    throw new AppError(
      400,
      'AMOUNT_OUT_OF_LIMITS',
      'This amount is outside the limits for this kind of transfer.',
    );
  }
  return BigInt(tier.fee);
}

import type { FastifyPluginAsync } from 'fastify';
import { feeForCents } from '@pamoja/contract/fees';
import type { TransferType } from '@pamoja/contract/reference-data';
import { AppError } from '@pamoja/server-kit/errors';
import type { MainDb } from '../db/schema';
import { createReferenceRepository } from './reference-repository';
import { referenceRoutes } from './reference-routes';

export { createReferenceChecks, prefixOf } from './reference-checks';
export { createReferenceRepository, type ReferenceRepository } from './reference-repository';

/** The reference lists (countries, languages, banks, telcos, currencies, bank prices). */
export const referenceDomain: FastifyPluginAsync<{ db: MainDb }> = async (app, { db }) => {
  await app.register(referenceRoutes, { repository: createReferenceRepository(db) });
};

/** Reference data other domains use: the contract's fee rule over the `bank-prices` tiers. */
export function createReferenceModule(db: MainDb) {
  const repository = createReferenceRepository(db);
  return {
    /** The fee of a transfer, in cents; 400 AMOUNT_OUT_OF_LIMITS outside the type's limits. */
    async feeFor(type: TransferType, amount: bigint): Promise<bigint> {
      const fee = feeForCents(await repository.bankPricesFor(type), amount);
      if (fee === null) {
        throw new AppError(
          400,
          'AMOUNT_OUT_OF_LIMITS',
          'This amount is outside the limits for this kind of transfer.',
        );
      }
      return fee;
    },
  };
}

export type ReferenceModule = ReturnType<typeof createReferenceModule>;

import type { Kysely } from 'kysely';
import type { MainDatabase } from '../../db/schema';
import type { TransferRecords } from './transfer-records';

/** The simulators' transfer records in the database, so they survive a restart of ours. */
export function createSimulatedTransferRepository(db: Kysely<MainDatabase>): TransferRecords {
  return {
    async received(rail, reference, providerReference) {
      await db
        .insertInto('simulated_rail_transfers')
        .values({ rail, reference, provider_reference: providerReference })
        .onConflict((oc) => oc.columns(['rail', 'reference']).doNothing())
        .execute();
      return (await this.find(rail, reference)) ?? providerReference;
    },
    async find(rail, reference) {
      const row = await db
        .selectFrom('simulated_rail_transfers')
        .select('provider_reference')
        .where('rail', '=', rail)
        .where('reference', '=', reference)
        .executeTakeFirst();
      return row?.provider_reference ?? null;
    },
  };
}
